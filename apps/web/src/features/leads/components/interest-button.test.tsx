import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterestResult } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { SignInPromptContext } from '../../../lib/session/sign-in-prompt.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { InterestButton } from './interest-button.tsx';

const consent: InterestResult = {
  exhibitorId: 7,
  title: 'Casa Aurora',
  eventId: 1,
  source: 'PROPERTY',
  at: '2026-03-19T13:05:00.000Z',
  created: true,
};

function serve(interest: () => Response = () => jsonResponse(201, consent)) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (path === '/api/routeImmobile/5/interest') return interest();
    if (path === '/api/exhibitor/7') return jsonResponse(200, { id: 7, title: 'Casa Aurora' });
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const member = () => storeSession(fakeToken({ userId: 12, role: 'USER', confirmed: true, name: 'Rita' }));
const button = (
  <InterestButton target={{ kind: 'property', id: 5 }} exhibitorId={7} propertyTitle="Casa 12" />
);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  sessionStorage.clear();
});

describe('InterestButton', () => {
  it('sends nothing until the consent is ticked, then the consent and the message', async () => {
    const user = userEvent.setup();
    member();
    const fetchMock = serve();
    renderScreen(button);
    await user.click(screen.getByRole('button', { name: 'Tenho interesse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenho interesse em Casa 12' });
    const box = await within(dialog).findByRole('checkbox', {
      name: /Aceito compartilhar meu nome, e-mail e telefone com Casa Aurora/,
    });
    expect(within(dialog).getByRole('link', { name: /Quem tem meus dados/ })).toHaveAttribute(
      'href',
      '/meus-dados',
    );

    await user.type(within(dialog).getByLabelText('Mensagem (opcional)'), 'Qual o valor?');
    expect(within(dialog).getByText('13 de 1.000 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/Marque a caixa para enviar/);
    expect(callsOf(fetchMock).filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('Enviado! Casa Aurora vai entrar em contato.'),
    ).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('Fechar');
    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.url).toContain('/api/routeImmobile/5/interest');
    expect(post?.body).toEqual({ consent: true, message: 'Qual o valor?' });
  });

  it('says so when the stand already had the contact', async () => {
    const user = userEvent.setup();
    member();
    serve(() => jsonResponse(200, { ...consent, created: false }));
    renderScreen(button);
    await user.click(screen.getByRole('button', { name: 'Tenho interesse' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Enviado! Casa Aurora já tinha seu contato e recebeu sua nova mensagem.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the interface language", async () => {
    const user = userEvent.setup();
    member();
    serve(() => apiErrorResponse(400, 'CONSENT_REQUIRED'));
    renderScreen(button);
    await user.click(screen.getByRole('button', { name: 'Tenho interesse' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirme que aceita compartilhar seu contato',
    );
  });

  it('asks an anonymous visitor to sign in, then opens the dialog on the same property', async () => {
    const user = userEvent.setup();
    serve();
    const openSignIn = vi.fn();
    renderScreen(<SignInPromptContext.Provider value={openSignIn}>{button}</SignInPromptContext.Provider>);
    await user.click(screen.getByRole('button', { name: 'Tenho interesse' }));
    expect(openSignIn).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => member());
    expect(await screen.findByRole('dialog', { name: 'Tenho interesse em Casa 12' })).toBeInTheDocument();
  });
});
