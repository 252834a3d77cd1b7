import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectCellsNamedByColumn } from '../../../test/cell-labels.ts';
import { callsOf, jsonResponse } from '../../../test/fetch.ts';
import { mockApi } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MembersSection } from './members-section.tsx';

const member = (overrides: Partial<Member>): Member => ({
  id: 1,
  name: 'Paula Produtora',
  email: 'produtor@vitrine.demo',
  role: 'ADMIN',
  confirmed: true,
  creationDate: '2026-01-05T10:00:00.000Z',
  ...overrides,
});
const pageOf = (content: Member[]) =>
  jsonResponse(200, { content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });
const lastAdmin = () =>
  jsonResponse(409, { code: 'LAST_ADMIN', message: "You can't delete the last admin!", args: [] });

afterEach(() => vi.unstubAllGlobals());

describe('MembersSection', () => {
  it("names each cell by its column, for the card layout of a phone ('Remover' stays on screen)", async () => {
    mockApi({ 'GET /api/user/members': () => pageOf([member({})]) });
    renderScreen(<MembersSection />, { path: '/area-produtor' });
    const table = await screen.findByRole('table', { name: 'Membros da organização' });
    expectCellsNamedByColumn(table);
  });

  it('changes a role and shows the refreshed list', async () => {
    let members = [member({}), member({ id: 2, name: 'Ana Souza', email: 'ana@x.com', role: 'USER' })];
    const fetchMock = mockApi({
      'GET /api/user/members': () => pageOf(members),
      'PATCH /api/user/2/role': () => {
        members = members.map((m) => (m.id === 2 ? { ...m, role: 'ADMIN' } : m));
        return jsonResponse(200, members[1]);
      },
    });
    const user = userEvent.setup();
    renderScreen(<MembersSection />, { path: '/area-produtor' });
    const select = await screen.findByRole('combobox', { name: 'Perfil de Ana Souza' });
    expect(select).toHaveValue('USER');
    await user.selectOptions(select, 'ADMIN');
    expect(await screen.findByText('Perfil alterado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Perfil de Ana Souza' })).toHaveValue('ADMIN'),
    );
    const patch = callsOf(fetchMock).find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ role: 'ADMIN' });
  });

  it("shows the server's LAST_ADMIN text when the last administrator is demoted", async () => {
    mockApi({
      'GET /api/user/members': () => pageOf([member({})]),
      'PATCH /api/user/1/role': lastAdmin,
    });
    const user = userEvent.setup();
    renderScreen(<MembersSection />, { path: '/area-produtor' });
    const select = await screen.findByRole('combobox', { name: 'Perfil de Paula Produtora' });
    await user.selectOptions(select, 'USER');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não pode excluir o último administrador!',
    );
    // The select follows the server: the role did not change.
    await waitFor(() => expect(select).toHaveValue('ADMIN'));
  });

  it('asks before removing and keeps the dialog open with the error', async () => {
    const fetchMock = mockApi({
      'GET /api/user/members': () => pageOf([member({})]),
      'DELETE /api/user/1': lastAdmin,
    });
    const user = userEvent.setup();
    renderScreen(<MembersSection />, { path: '/area-produtor' });
    await user.click(await screen.findByRole('button', { name: 'Remover Paula Produtora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover membro' });
    expect(callsOf(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você não pode excluir o último administrador!',
    );
  });
});
