import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { CalendarPanel } from './calendar-panel.tsx';

const feed = (key: string) => ({
  url: `https://vitrine.test/api/calendar/${key}.ics`,
  webcalUrl: `webcal://vitrine.test/api/calendar/${key}.ics`,
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('CalendarPanel', () => {
  it('shows the feed address to copy and open, and replaces it only after a confirmation', async () => {
    storeSession(fakeToken({ userId: 3, role: 'USER', confirmed: true, exp: Date.now() / 1000 + 3600 }));
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      jsonResponse(200, init?.method === 'POST' ? feed('new-key') : feed('old-key')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderScreen(<CalendarPanel />);

    const add = screen.getByRole('button', { name: 'Adicionar ao calendário' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(add);
    const address = await screen.findByLabelText('Endereço da sua agenda');
    expect(address).toHaveValue('https://vitrine.test/api/calendar/old-key.ics');
    expect(screen.getByRole('link', { name: 'Abrir no calendário' })).toHaveAttribute(
      'href',
      'webcal://vitrine.test/api/calendar/old-key.ics',
    );

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('https://vitrine.test/api/calendar/old-key.ics');
    expect(await screen.findByText('Endereço copiado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(callsOf(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    expect(screen.getByText(/deixará de funcionar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    expect(
      await screen.findByDisplayValue('https://vitrine.test/api/calendar/new-key.ics'),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock).find((call) => call.method === 'POST')?.url).toContain(
      '/api/calendar/key/rotate',
    );
  });
});
