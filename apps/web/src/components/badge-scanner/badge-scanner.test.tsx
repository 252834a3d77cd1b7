import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { BadgeScanner } from './badge-scanner.tsx';

const detect = vi.fn<(frame: HTMLVideoElement) => Promise<string[]>>();
vi.mock('./qr-detector.ts', () => ({ createQrDetector: async () => ({ detect }) }));

const stop = vi.fn();
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  detect.mockReset().mockResolvedValue(['VTR1:ABCDEFGH:SIG']);
  stop.mockReset();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop }] } as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});
afterEach(() => vi.restoreAllMocks());

describe('BadgeScanner', () => {
  it('opens the rear camera and hands over a badge once, however often the camera sees it', async () => {
    const onBadge = vi.fn();
    const { unmount } = renderScreen(<BadgeScanner onBadge={onBadge} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));

    await waitFor(() => expect(onBadge).toHaveBeenCalledWith('VTR1:ABCDEFGH:SIG'));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(await screen.findByText(/Aponte para o QR do crachá/)).toBeInTheDocument();
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(2), { timeout: 2000 });
    expect(onBadge).toHaveBeenCalledTimes(1);

    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('explains a refused camera and keeps the typed code', async () => {
    getUserMedia.mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    renderScreen(<BadgeScanner onBadge={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sem acesso à câmera');
    expect(screen.getByLabelText('Digitar código')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar a câmera de novo' })).toBeInTheDocument();
  });

  it('says so when the device has no camera', async () => {
    getUserMedia.mockRejectedValue(new DOMException('none', 'NotFoundError'));
    renderScreen(<BadgeScanner onBadge={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma câmera disponível');
  });

  it('formats the typed code as ABCD-EFGH and sends it as stored', async () => {
    const onBadge = vi.fn();
    renderScreen(<BadgeScanner onBadge={onBadge} />);
    const field = screen.getByLabelText('Digitar código');

    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onBadge).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/O código tem 8 letras e números/)).toBeInTheDocument();

    await userEvent.type(field, 'd efgh');
    expect(field).toHaveValue('ABCD-EFGH');
    await userEvent.keyboard('{Enter}');
    expect(onBadge).toHaveBeenCalledWith('ABCDEFGH');
    expect(field).toHaveValue('');
  });
});
