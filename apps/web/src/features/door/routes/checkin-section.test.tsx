import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinStats } from '@vitrine/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store.ts';
import { apiErrorResponse, callsOf, jsonResponse } from '../../../test/fetch.ts';
import { eventsPage, mockApi, sampleEvent } from '../../../test/producer-api-mock.ts';
import { fakeToken, renderScreen } from '../../../test/render.tsx';
import { CheckinSection } from './checkin-section.tsx';

const stats: CheckinStats = {
  participants: 42,
  present: 17,
  capacity: 500,
  byHour: [
    { hour: '2026-03-10T09:00', count: 12 },
    { hour: '2026-03-10T10:00', count: 5 },
  ],
};

beforeEach(() => storeSession(fakeToken({ userId: 1, role: 'ADMIN', confirmed: true }), 'Paula Produtora'));
afterEach(() => vi.unstubAllGlobals());

async function typeBadge(code: string) {
  await userEvent.type(screen.getByLabelText('Digitar código'), code);
  await userEvent.keyboard('{Enter}');
}

describe('CheckinSection', { timeout: 20_000 }, () => {
  it('lets a visitor in, tells a second entry, a full event and an unknown badge apart', async () => {
    const answers = [
      jsonResponse(200, {
        name: 'Vera Visitante',
        status: 'CHECKED_IN',
        at: '2026-03-10T12:05:00.000Z',
        seatTaken: true,
      }),
      jsonResponse(200, {
        name: 'Vera Visitante',
        status: 'ALREADY',
        at: '2026-03-10T12:05:00.000Z',
        seatTaken: false,
      }),
      apiErrorResponse(409, 'EVENT_CROWDED', ['Feira']),
      apiErrorResponse(404, 'BADGE_INVALID'),
    ];
    const fetchMock = mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent()])),
      'GET /api/event/1/checkin/stats': () => jsonResponse(200, stats),
      'POST /api/event/1/checkin': () => answers.shift() ?? jsonResponse(500, {}),
    });
    renderScreen(<CheckinSection />, { path: '/area-produtor?section=check-in' });

    expect(
      await screen.findByText('Aguardando a leitura de um crachá.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await screen.findByText('Presentes')).nextElementSibling).toHaveTextContent('17');
    expect(screen.getByText('Inscritos').nextElementSibling).toHaveTextContent('42');

    await typeBadge('abcdefgh');
    expect(await screen.findByText('Entrada liberada')).toBeInTheDocument();
    expect(screen.getByText('Vera Visitante')).toBeInTheDocument();
    expect(screen.getByText('Lugar ocupado agora')).toBeInTheDocument();
    expect(callsOf(fetchMock).find((call) => call.method === 'POST')?.body).toEqual({ badge: 'ABCDEFGH' });

    await typeBadge('abcdefgh');
    expect(await screen.findByText(/^Já entrou às \d\d:\d\d$/)).toBeInTheDocument();

    await typeBadge('abcdefgh');
    expect(await screen.findByText('Evento lotado')).toBeInTheDocument();

    await typeBadge('abcdefgh');
    expect(await screen.findByText('Crachá não reconhecido')).toBeInTheDocument();
  });

  it('keeps an entry made offline and counts it', async () => {
    mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent()])),
      'GET /api/event/1/checkin/stats': () => jsonResponse(200, stats),
      'POST /api/event/1/checkin': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderScreen(<CheckinSection />, { path: '/area-produtor?section=check-in' });
    await screen.findByLabelText('Digitar código', {}, { timeout: 5000 });
    await typeBadge('abcdefgh');
    expect(await screen.findByText('Entrada guardada neste aparelho')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 aguardando envio')).toBeInTheDocument());
  });
});
