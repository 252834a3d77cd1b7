import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button.tsx';

const url = 'https://vitrine.example/event/1/palestrante/2';

describe('ShareButton', () => {
  it('opens the system share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton title="Beatriz" url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({ title: 'Beatriz', url });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the address elsewhere, and says so', async () => {
    const user = userEvent.setup();
    render(<ShareButton title="Beatriz" url={url} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copiado.');
  });

  it('says when the address could not be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareButton title="Beatriz" url={url} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível copiar o link.');
  });
});
