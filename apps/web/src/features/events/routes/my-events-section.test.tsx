import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { eventsPage, mockApi, sampleEvent } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MyEventsSection } from './my-events-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const exhibitor = { id: 4, title: 'Casa Aurora', category: 'Construtora', quota: 'GOLD' };

describe('MyEventsSection', () => {
  it("opens an exhibitor's stand team from its row, where the organizer invites any role", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent({ id: 1 })])),
      'GET /api/exhibitor/findByEvent/1': () => jsonResponse(200, { Construtora: [exhibitor] }),
      'GET /api/routeImmobile/event/1': () => jsonResponse(200, {}),
      'GET /api/speaker/findByEvent/1': () => jsonResponse(200, []),
      'GET /api/agenda/event/1': () => jsonResponse(200, {}),
      'GET /api/exhibitor/4/members': () =>
        jsonResponse(200, {
          exhibitorId: 4,
          members: [
            {
              userId: 9,
              name: 'Olga Dona',
              email: 'olga@aurora.test',
              role: 'OWNER',
              since: new Date().toISOString(),
            },
          ],
          invites: [],
          publishWithoutReview: false,
        }),
    });
    renderScreen(<MyEventsSection onCreateEvent={() => {}} />, { path: '/area-produtor?section=my-events' });
    await user.click(await screen.findByRole('button', { name: 'Equipe do estande Casa Aurora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Equipe do estande Casa Aurora' });
    expect(await within(dialog).findByText('Olga Dona')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remover Olga Dona da equipe' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Função' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Responsável', 'Equipe']);
  });
});
