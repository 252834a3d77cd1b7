import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ExhibitorTeams } from './exhibitor-teams.tsx';

afterEach(() => vi.unstubAllGlobals());

const team = { exhibitorId: 4, members: [], invites: [], publishWithoutReview: false };

describe('ExhibitorTeams', () => {
  it("lists the event's exhibitors and opens one's stand team", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/exhibitor/findByEvent/1': () =>
        jsonResponse(200, {
          Construtora: [{ id: 4, title: 'Torre Sul', category: 'Construtora' }],
          Banco: [{ id: 5, title: 'Banco Horizonte', category: 'Banco' }],
        }),
      'GET /api/exhibitor/4/members': () => jsonResponse(200, team),
    });
    renderScreen(<ExhibitorTeams eventId={1} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Banco Horizonte', 'Torre Sul']);
    await user.click(screen.getByRole('button', { name: 'Equipe do estande Torre Sul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Equipe do estande Torre Sul' });
    expect(await within(dialog).findByText(/Ninguém na equipe ainda/)).toBeInTheDocument();
  });

  it('says when the event has no exhibitors', async () => {
    mockApi({ 'GET /api/exhibitor/findByEvent/1': () => jsonResponse(200, {}) });
    renderScreen(<ExhibitorTeams eventId={1} />);
    expect(await screen.findByRole('heading', { name: 'Nenhum expositor encontrado.' })).toBeInTheDocument();
  });
});
