import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, LazyPage, withTimeout } from './lazy-page.tsx';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('rejects a promise that never settles', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
  });
});

describe('LazyPage', () => {
  it('shows an error with a retry after a failed download, then the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(() => <p>Página carregada</p>);
    render(<LazyPage load={load} timeoutMs={1_000} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Página carregada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting after the timeout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    render(<LazyPage load={() => new Promise(() => {})} timeoutMs={120_000} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar esta página');
  });
});
