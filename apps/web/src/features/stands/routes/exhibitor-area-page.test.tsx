import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyStand } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { ExhibitorAreaPage } from './exhibitor-area-page.tsx';

const stands: MyStand[] = [
  { exhibitorId: 7, title: 'Casa Aurora', eventId: 1, eventTitle: 'Feira 2026', role: 'OWNER' },
  { exhibitorId: 9, title: 'Torre Sul', eventId: 1, eventTitle: 'Feira 2026', role: 'STAFF' },
];

function serve(mine: MyStand[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      const path = new URL(String(url), 'http://test').pathname;
      if (path === '/api/exhibitor/mine') return jsonResponse(200, mine);
      const team = /^\/api\/exhibitor\/(\d+)\/members$/.exec(path);
      if (team)
        return jsonResponse(200, {
          exhibitorId: Number(team[1]),
          members: [],
          invites: [],
          publishWithoutReview: false,
        });
      return jsonResponse(404, {});
    }),
  );
}

beforeEach(() =>
  storeSession(fakeToken({ userId: 40, role: 'USER', name: 'Lia', email: 'lia@estande.test' })),
);
afterEach(() => vi.unstubAllGlobals());

describe('ExhibitorAreaPage', () => {
  it('says plainly when the user is on no stand', async () => {
    serve([]);
    renderScreen(<ExhibitorAreaPage />, { path: '/area-expositor' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você ainda não faz parte de nenhum estande' }),
    ).toBeInTheDocument();
  });

  it('opens the stand of ?stand=, its public page and its team, and switches stands', async () => {
    const user = userEvent.setup();
    serve(stands);
    const { router } = renderScreen(<ExhibitorAreaPage />, { path: '/area-expositor?stand=9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Torre Sul' })).toBeInTheDocument();
    expect(screen.getByText('Evento: Feira 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver página pública' })).toHaveAttribute('href', '/expositor/9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Equipe do estande' })).toBeInTheDocument();
    // STAFF reads the team and invites no one.
    expect(screen.queryByRole('button', { name: 'Enviar convite' })).not.toBeInTheDocument();

    const switcher = screen.getByRole('combobox', { name: 'Estande' });
    expect(within(switcher).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(switcher, 'Casa Aurora · Feira 2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Aurora' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stand=7');
    expect(await screen.findByRole('button', { name: 'Enviar convite' })).toBeInTheDocument();
  });

  it('has no switcher for a single stand', async () => {
    serve(stands.slice(0, 1));
    renderScreen(<ExhibitorAreaPage />, { path: '/area-expositor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Aurora' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Estande' })).not.toBeInTheDocument();
  });
});
