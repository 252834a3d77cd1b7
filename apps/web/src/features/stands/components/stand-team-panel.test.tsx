import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StandTeam } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { StandTeamPanel } from './stand-team-panel.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const team: StandTeam = {
  exhibitorId: 7,
  members: [
    { userId: 21, name: 'Olga Dona', email: 'olga@estande.test', role: 'OWNER', since: inDays(-3) },
    { userId: 22, name: 'Sam Staff', email: 'sam@estande.test', role: 'STAFF', since: inDays(-1) },
  ],
  invites: [
    {
      id: 5,
      email: 'novo@estande.test',
      role: 'STAFF',
      expiresAt: inDays(6),
      expired: false,
      invitedBy: 'Olga Dona',
    },
    {
      id: 6,
      email: 'velho@estande.test',
      role: 'STAFF',
      expiresAt: inDays(-1),
      expired: true,
      invitedBy: null,
    },
  ],
  publishWithoutReview: false,
};

/** Answers the team routes; `post` decides the invitation's answer. */
function serve(post: () => Response = () => jsonResponse(201, team.invites[0])) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/exhibitor/7/members' && method === 'GET') return jsonResponse(200, team);
    if (path === '/api/exhibitor/7/members' && method === 'POST') return post();
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('StandTeamPanel', () => {
  it('shows the organizer every member and invitation, removable, and both roles to invite', async () => {
    serve();
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="ADMIN" title="Equipe do estande" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a equipe...');
    expect(await screen.findByText('Olga Dona')).toBeInTheDocument();
    expect(screen.getByText('olga@estande.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Olga Dona da equipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Sam Staff da equipe' })).toBeInTheDocument();
    expect(screen.getByText('expirado')).toBeInTheDocument();
    expect(screen.getByText(/expira em \d/)).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Função' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Responsável', 'Equipe']);
  });

  it('lets an OWNER remove and invite STAFF only', async () => {
    serve();
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="OWNER" />);
    await screen.findByText('Olga Dona');
    expect(screen.queryByRole('button', { name: 'Remover Olga Dona da equipe' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Sam Staff da equipe' })).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Função' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Equipe']);
  });

  it('offers STAFF the list only', async () => {
    serve();
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="STAFF" />);
    await screen.findByText('Olga Dona');
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar o convite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar convite' })).not.toBeInTheDocument();
  });

  it('invites by e-mail and says so, checking the address first', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="ADMIN" />);
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, ' Nova@Estande.test ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Função' }), 'Responsável');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText(/Convite enviado para nova@estande.test/)).toBeInTheDocument();
    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ email: 'nova@estande.test', role: 'OWNER' });
    expect(email).toHaveValue('');
  });

  it("shows the server's refusal in words", async () => {
    const user = userEvent.setup();
    serve(() => apiErrorResponse(409, 'STAND_MEMBER_EXISTS', ['sam@estande.test']));
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="ADMIN" />);
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'sam@estande.test');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Essa pessoa já faz parte da equipe do estande',
    );
  });

  it('removes a member after confirming, and resends an expired invitation', async () => {
    const user = userEvent.setup();
    storeSession(fakeToken({ userId: 21, role: 'USER', name: 'Olga Dona' }));
    const fetchMock = serve();
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="OWNER" />);
    expect(await screen.findByText('(você)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover Sam Staff da equipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover da equipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sam Staff foi removido da equipe.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Membros' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Reenviar o convite para velho@estande.test' }));
    expect(await screen.findByText('Novo convite enviado para velho@estande.test.')).toBeInTheDocument();
    const calls = callsOf(fetchMock).filter((call) => call.method !== 'GET');
    expect(calls.map((call) => [call.method, new URL(call.url, 'http://test').pathname, call.body])).toEqual([
      ['DELETE', '/api/exhibitor/7/members/22', undefined],
      ['POST', '/api/exhibitor/7/members', { email: 'velho@estande.test', role: 'STAFF' }],
    ]);
  });

  it('withdraws an invitation after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="ADMIN" />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar o convite de novo@estande.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar este convite?' });
    expect(dialog).toHaveTextContent('O link enviado para novo@estande.test deixará de funcionar.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('Convite para novo@estande.test cancelado.')).toBeInTheDocument();
    expect(
      callsOf(fetchMock).some((call) => call.method === 'DELETE' && call.url.endsWith('/invites/5')),
    ).toBe(true);
  });

  it('offers a retry when the team cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        fail ? apiErrorResponse(403, 'FORBIDDEN') : jsonResponse(200, { ...team, members: [], invites: [] }),
      ),
    );
    renderScreen(<StandTeamPanel exhibitorId={7} viewer="ADMIN" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para isso');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Ninguém na equipe ainda/)).toBeInTheDocument();
  });
});
