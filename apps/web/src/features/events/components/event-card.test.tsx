import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/language.ts';
import { jsonResponse } from '../../../test/fetch.ts';
import { eventsPage, mockApi, sampleEvent } from '../../../test/producer-api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MyExhibitorsSection } from '../../exhibitors/index.ts';
import { MyEventsSection } from '../routes/my-events-section.tsx';

const subscribers = (total: number) =>
  jsonResponse(200, { content: [], totalElements: total, totalPages: 1, page: 0, size: 20 });

afterEach(() => vi.unstubAllGlobals());

describe('EventCard counts', () => {
  it("says '1 participante' and '1 inscrito', not '1 participantes' / '1 inscritos'", async () => {
    mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent({ participants: 1 })])),
      'GET /api/user': () => subscribers(1),
    });
    const { unmount } = renderScreen(<MyEventsSection onCreateEvent={() => {}} />);
    expect(await screen.findByText('1 participante')).toBeInTheDocument();
    unmount();
    renderScreen(<MyExhibitorsSection />);
    expect(await screen.findByText('1 inscrito')).toBeInTheDocument();
  });

  it("says '0 participantes' as Portuguese does, though its plural rule puts 0 with 1", async () => {
    mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent({ participants: 0 })])),
      'GET /api/user': () => subscribers(0),
    });
    const { unmount } = renderScreen(<MyEventsSection onCreateEvent={() => {}} />);
    expect(await screen.findByText('0 participantes')).toBeInTheDocument();
    unmount();
    renderScreen(<MyExhibitorsSection />);
    expect(await screen.findByText('0 inscritos')).toBeInTheDocument();
  });

  it('keeps the plural for other counts, in each language', async () => {
    mockApi({
      'GET /api/event': () => jsonResponse(200, eventsPage([sampleEvent({ participants: 2 })])),
      'GET /api/user': () => subscribers(1),
    });
    await changeLanguage('en');
    const { unmount } = renderScreen(<MyEventsSection onCreateEvent={() => {}} />);
    expect(await screen.findByText('2 participants')).toBeInTheDocument();
    unmount();
    await changeLanguage('es');
    renderScreen(<MyExhibitorsSection />);
    expect(await screen.findByText('1 inscrito')).toBeInTheDocument();
  });

  it('names the producer (the tenant) as organizer, not a sponsor or the venue', async () => {
    mockApi({
      'GET /api/event': () =>
        jsonResponse(
          200,
          eventsPage([
            sampleEvent({ listSponsor: [{ id: 4, name: 'Banco Horizonte', profilePicture: null }] }),
          ]),
        ),
      'GET /api/tenant/settings': () =>
        jsonResponse(200, {
          name: 'Vitrine Imóveis',
          supportEmail: null,
          supportPhone: null,
          androidAppUrl: null,
        }),
    });
    renderScreen(<MyEventsSection onCreateEvent={() => {}} />);
    expect(await screen.findByText('Organização: Vitrine Imóveis')).toBeInTheDocument();
    expect(screen.queryByText(/Organização: (Banco Horizonte|Expo Center Norte)/)).not.toBeInTheDocument();
  });
});
