import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { AuthModal } from './auth-modal.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderModal(initialMode: 'login' | 'register' | 'confirm') {
  const onOpenChange = vi.fn();
  renderScreen(<AuthModal open onOpenChange={onOpenChange} initialMode={initialMode} />, { path: '/event' });
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

async function fillRegister(user: ReturnType<typeof userEvent.setup>, cpf: string) {
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Nome/), 'Carla Dias');
  await user.type(within(dialog).getByLabelText(/^CPF/), cpf);
  await user.type(within(dialog).getByLabelText(/^E-mail/), 'carla@example.com');
  await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo-forte');
  await user.type(within(dialog).getByLabelText(/^Confirmar senha/), 'segredo-forte');
  await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
}

describe('AuthModal', () => {
  it('toggles between login and register', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal('login');
    expect(within(dialog).getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cadastre-se' }));
    expect(screen.getByRole('heading', { name: 'Criar conta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('formats the CPF as typed and refuses a wrong one', async () => {
    const user = userEvent.setup();
    renderModal('register');
    await fillRegister(user, '52998224726');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-26');
    expect(screen.getByRole('alert')).toHaveTextContent('CPF inválido.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account with the CPF, then asks for the code', async () => {
    const user = userEvent.setup();
    const token = fakeToken({
      userId: 21,
      role: 'USER',
      name: 'Carla Dias',
      email: 'carla@example.com',
      confirmed: false,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { token }));
    localStorage.setItem(tokenStorageKey, fakeToken({ userId: 5, role: 'GUEST', name: 'Visitante' }));
    const { onOpenChange } = renderModal('register');
    await fillRegister(user, '529.982.247-25');
    expect(await screen.findByRole('heading', { name: 'Conta Criada!' })).toBeInTheDocument();
    const register = callsOf(fetchMock)[0];
    expect(register?.body).toMatchObject({ cpf: '52998224725', login: 'carla@example.com' });
    expect(register?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem(tokenStorageKey)).toBe(token);

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { token: fakeToken({ userId: 21, role: 'USER', confirmed: true }) }),
    );
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.paste('135790');
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsOf(fetchMock)[1]).toMatchObject({
      url: '/api/auth/confirm-user/21',
      body: { code: '135790' },
    });
  });

  it('opens on the code for a signed-in member who has not confirmed (to like or comment)', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      tokenStorageKey,
      fakeToken({ userId: 9, role: 'USER', name: 'Rui', email: 'rui@example.com', confirmed: false }),
    );
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { token: fakeToken({ userId: 9, role: 'USER', confirmed: true }) }),
    );
    const { onOpenChange, dialog } = renderModal('confirm');
    expect(within(dialog).getByText(/Para curtir, comentar, publicar e denunciar/)).toBeInTheDocument();
    expect(within(dialog).getByText(/rui@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.paste('246801');
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/auth/confirm-user/9',
      body: { code: '246801' },
    });
  });

  it('prefixes a failed login with the original client’s "Não deu certo."', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(apiErrorResponse(401, 'BAD_CREDENTIALS'));
    const { dialog } = renderModal('login');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'errada');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não deu certo. Senha incorreta, Tente novamente!',
    );
  });

  it('closes after a login of a confirmed account', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: fakeToken({ userId: 3, role: 'USER', name: 'Ana', confirmed: true }) }),
    );
    const { dialog, onOpenChange } = renderModal('login');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo-forte');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
