import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

function Trigger({ onAction }: { onAction?: () => void }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast({
          message: 'Nova publicação',
          action: onAction && { label: 'Visualize a publicação', onClick: onAction },
        })
      }
    >
      notify
    </button>
  );
}

const renderToasts = (onAction?: () => void) =>
  render(
    <ToastProvider lifetimeMs={10_000} regionLabel="Notificações" closeLabel="Fechar">
      <Trigger onAction={onAction} />
    </ToastProvider>,
  );

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('close by themselves after their lifetime', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getByRole('region', { name: 'Notificações' })).toHaveTextContent('Nova publicação');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Nova publicação')).not.toBeInTheDocument();
  });

  it('close on click and run their action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderToasts(onAction);
    await user.click(screen.getByRole('button', { name: 'notify' }));
    await user.click(screen.getByRole('button', { name: 'Visualize a publicação' }));
    expect(onAction).toHaveBeenCalled();
    expect(screen.queryByText('Nova publicação')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'notify' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Nova publicação')).not.toBeInTheDocument();
  });
});
