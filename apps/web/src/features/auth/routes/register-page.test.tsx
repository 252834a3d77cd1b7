import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationRoleId } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const extraRoutes = [{ path: '/auth/code-authentication', element: <p>code page</p> }];

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    Nome: 'Ana Souza',
    'E-mail': 'ana@example.com',
    Senha: 'segredo-forte',
    'Confirmar senha': 'segredo-forte',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Cadastrar' }));

describe('RegisterPage', () => {
  it.each([
    [{ Nome: '' }, 'Por favor, preencha todos os campos.'],
    [{ 'Confirmar senha': 'outra-senha' }, 'As senhas não coincidem.'],
    [{ Senha: 'curta', 'Confirmar senha': 'curta' }, 'A senha deve ter pelo menos 8 caracteres.'],
    [{}, 'Por favor, aceite os termos.'],
  ])('refuses %o with the original client’s message', async (overrides, message) => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/auth/cadastrar' });
    await fill(user, overrides);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ticks the terms from the policy modal, registers and goes to the code page', async () => {
    const user = userEvent.setup();
    const token = fakeToken({ userId: 12, role: 'USER', name: 'Ana Souza', confirmed: false });
    fetchMock.mockResolvedValue(jsonResponse(201, { token }));
    const { router } = renderScreen(<RegisterPage />, { path: '/auth/cadastrar', extraRoutes });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Política de Privacidade' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    await submit(user);
    expect(await screen.findByText('code page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/code-authentication');
    expect(localStorage.getItem(tokenStorageKey)).toBe(token);
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/auth/register',
      body: {
        name: 'Ana Souza',
        login: 'ana@example.com',
        password: 'segredo-forte',
        confirmPassword: 'segredo-forte',
        roleId: registrationRoleId,
      },
    });
  });

  it('shows the server message in red', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(apiErrorResponse(409, 'USER_ALREADY_EXISTS'));
    renderScreen(<RegisterPage />, { path: '/auth/cadastrar' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário já existe');
  });

  it('names the field the server refused', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      apiErrorResponse(400, 'VALIDATION_ERROR', [{ field: 'body.login', message: 'Invalid email' }]),
    );
    renderScreen(<RegisterPage />, { path: '/auth/cadastrar' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
  });

  it('calls a crash or a dead network unexpected', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderScreen(<RegisterPage />, { path: '/auth/cadastrar' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
  });
});
