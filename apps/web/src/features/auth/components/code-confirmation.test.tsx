import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameStorageKey, tokenStorageKey } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { CodeConfirmation } from './code-confirmation.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(
    tokenStorageKey,
    fakeToken({ userId: 7, role: 'USER', name: 'Ana', confirmed: false }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderConfirmation() {
  const onConfirmed = vi.fn();
  renderScreen(<CodeConfirmation userId={7} onConfirmed={onConfirmed} />);
  return onConfirmed;
}

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
  await user.keyboard(code);
};

describe('CodeConfirmation', () => {
  it('asks for all six digits before calling the API', async () => {
    const user = userEvent.setup();
    renderConfirmation();
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Digite os 6 dígitos do código.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms with the code as JSON and keeps the new token', async () => {
    const user = userEvent.setup();
    const confirmed = fakeToken({ userId: 7, role: 'USER', name: 'Ana Lima', confirmed: true });
    fetchMock.mockResolvedValue(jsonResponse(200, { token: confirmed }));
    const onConfirmed = renderConfirmation();
    await typeCode(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('/event'));
    const [call] = callsOf(fetchMock);
    expect(call).toMatchObject({
      url: '/api/auth/confirm-user/7',
      method: 'PATCH',
      body: { code: '482913' },
    });
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(localStorage.getItem(tokenStorageKey)).toBe(confirmed);
    expect(localStorage.getItem(nameStorageKey)).toBe('Ana Lima');
  });

  it('submits a pasted code without pressing the button', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { token: fakeToken({ userId: 7, role: 'USER' }) }));
    const onConfirmed = renderConfirmation();
    await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.paste('654321');
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(callsOf(fetchMock)[0]?.body).toEqual({ code: '654321' });
  });

  it('says how many tries are left after a wrong code', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(apiErrorResponse(400, 'CODE_INVALID', [3]));
    renderConfirmation();
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto. Restam 3 tentativas.');
  });

  it.each([
    ['CODE_LOCKED', 'Você errou o código muitas vezes. Peça um novo código para continuar.'],
    ['CODE_EXPIRED', 'Este código expirou. Peça um novo código.'],
  ])('after %s clears the boxes and points at resending', async (code, text) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(apiErrorResponse(400, code));
    renderConfirmation();
    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toHaveFocus();
  });

  it('says the last code is still on its way when the server made no new one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { message: 'Code on its way', codeDelivery: 'STILL_QUEUED', resendAfter: 60 }),
    );
    renderConfirmation();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText(
        'Seu código ainda está a caminho. Aguarde alguns minutos e confira também o spam.',
      ),
    ).toBeInTheDocument();
  });

  it('resends and counts down until another code may be asked for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock.mockResolvedValue(
      jsonResponse(200, { message: 'Code queued', codeDelivery: 'QUEUED', resendAfter: 60 }),
    );
    renderConfirmation();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Seu novo código está a caminho do seu e-mail.')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]).toMatchObject({ url: '/api/auth/resend-token/7', method: 'POST' });
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    expect(screen.getByText('Você poderá pedir outro código em 1:00.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.getByText('Você poderá pedir outro código em 0:45.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(46_000);
    });
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  });

  it('waits as long as the server says when resending too often', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(apiErrorResponse(429, 'RATE_LIMITED', [42], { 'Retry-After': '42' }));
    renderConfirmation();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas');
    expect(screen.getByText('Você poderá pedir outro código em 0:42.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  });
});
