import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { FavoriteStar } from './favorite-star.tsx';

const noStars = { agenda: [], exhibitor: [], speaker: [], property: [] };
const signIn = (role: 'USER' | 'GUEST', confirmed = true) =>
  storeSession(fakeToken({ userId: 3, role, name: 'Ana', confirmed, exp: Date.now() / 1000 + 3600 }));

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('FavoriteStar', () => {
  it("stars on the member's account at once, before the server answers", async () => {
    signIn('USER');
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse(200, noStars),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderScreen(<FavoriteStar eventId={1} kind="agenda" id={5} name="Abertura" />);

    const star = await screen.findByRole('button', { name: 'Favoritar Abertura' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Remover dos favoritos Abertura' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(callsOf(fetchMock).some((call) => call.method === 'PUT')).toBe(true));
    expect(callsOf(fetchMock).find((call) => call.method === 'PUT')?.url).toContain('/api/favorite/agenda/5');
    answer(new Response(null, { status: 204 }));
  });

  it('puts the star back when the server refuses', async () => {
    signIn('USER');
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'DELETE'
        ? apiErrorResponse(500, 'INTERNAL_ERROR')
        : jsonResponse(200, { ...noStars, speaker: [9] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderScreen(<FavoriteStar eventId={1} kind="speaker" id={9} name="Ana Lima" />);

    await user.click(await screen.findByRole('button', { name: 'Remover dos favoritos Ana Lima' }));
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos Ana Lima' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsOf(fetchMock).some((call) => call.method === 'DELETE')).toBe(true);
  });

  it.each([
    ['a guest', () => signIn('GUEST')],
    ['an unconfirmed user', () => signIn('USER', false)],
    ['an anonymous visitor', () => {}],
  ])('keeps the stars of %s in this browser, per tenant and event', async (_who, setup) => {
    setup();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderScreen(<FavoriteStar eventId={4} kind="property" id={2} name="Casa Azul" />);

    await user.click(await screen.findByRole('button', { name: 'Favoritar Casa Azul' }));
    expect(screen.getByRole('button', { name: 'Remover dos favoritos Casa Azul' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(localStorage.getItem('vitrine:stars:demo:4') ?? '{}')).toMatchObject({ property: [2] });
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remover dos favoritos Casa Azul' }));
    expect(JSON.parse(localStorage.getItem('vitrine:stars:demo:4') ?? '{}')).toMatchObject({ property: [] });
  });

  it('is reached with the keyboard and toggled with Enter', async () => {
    const user = userEvent.setup();
    renderScreen(<FavoriteStar eventId={4} kind="exhibitor" id={3} name="Stand 3" />);
    await screen.findByRole('button', { name: 'Favoritar Stand 3' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Favoritar Stand 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remover dos favoritos Stand 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
