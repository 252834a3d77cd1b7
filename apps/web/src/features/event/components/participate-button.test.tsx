import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { ParticipateButton } from './participate-button.tsx';

const event = { id: 7, title: 'Salão Imobiliário', capacity: 100, participants: 41 } as Event;

const signIn = (role: 'USER' | 'GUEST' | 'ADMIN', confirmed = true) =>
  storeSession(fakeToken({ userId: 3, role, name: 'Ana Souza', confirmed, exp: Date.now() / 1000 + 3600 }));

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('ParticipateButton', () => {
  it('shows the state kept on the server and toggles it', async () => {
    signIn('USER');
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { participating: false, participants: 41, capacity: 100 })
        : jsonResponse(200, { participating: true, participants: 42, capacity: 100 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderScreen(<ParticipateButton event={event} />);

    const leave = await screen.findByRole('button', { name: 'Cancelar participação' });
    expect(leave).toHaveAttribute('aria-pressed', 'true');
    await user.click(leave);
    expect(await screen.findByRole('button', { name: 'Participar' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const post = callsOf(fetchMock).find((call) => call.method === 'POST');
    expect(post?.url).toContain('/api/event/participate/7');
  });

  it("shows the member's own count over a stale copy of the event, and refreshes that copy after a toggle", async () => {
    signIn('USER');
    const fetchMock = vi.fn<typeof fetch>(async (url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { participating: false, participants: 0, capacity: 100 })
        : String(url).includes('/participate/')
          ? jsonResponse(200, { participating: true, participants: 1, capacity: 100 })
          : jsonResponse(200, { ...event, participants: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    // The browser's 30 s copy of GET /event/7 still says 0 after this member joined.
    renderScreen(<ParticipateButton event={{ ...event, participants: 0 }} />);

    const leave = await screen.findByRole('button', { name: 'Cancelar participação' });
    expect(screen.getByText('1 de 100 vagas preenchidas')).toBeInTheDocument();
    await user.click(leave);
    await screen.findByRole('button', { name: 'Participar' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/event/7'))?.[1]).toMatchObject({
        cache: 'reload',
      }),
    );
  });

  it('asks a guest to sign in instead of calling the server', async () => {
    signIn('GUEST');
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderScreen(<ParticipateButton event={event} />);

    await user.click(screen.getByRole('button', { name: 'Participar' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('41 de 100 vagas preenchidas')).toBeInTheDocument();
  });

  it('says the event is full in the visitor language', async () => {
    signIn('USER');
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'POST'
        ? apiErrorResponse(409, 'EVENT_CROWDED', ['Salão Imobiliário'])
        : jsonResponse(200, { participating: false, participants: 100, capacity: 100 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderScreen(<ParticipateButton event={event} />);

    const join = await screen.findByRole('button', { name: 'Participar' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('Salão Imobiliário');
  });
});
