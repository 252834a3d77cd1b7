import type { Event, Publication } from '@vitrine/contract';
import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by "METHOD /path" (query ignored when matching): the producer
 * screens talk to several endpoints at once, so one list of answers reads better than a queue.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler)
      return new Response(JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: key, args: [] }), {
        status: 404,
      });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function sampleEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    title: 'Feira Imobiliária 2026',
    description: '<p>Descrição</p>',
    aboutSponsor: null,
    local: 'Expo Center Norte',
    capacity: 500,
    participants: 42,
    dateStart: '10/03/2026',
    dateEnd: '12/03/2026',
    timeStart: '09:00',
    timeEnd: '18:00',
    timeZone: 'America/Sao_Paulo',
    featured: true,
    coverPhoto: null,
    coverPhotoMobile: null,
    profilePicture: null,
    images: [],
    videos: [],
    listSponsor: [],
    address: null,
    socialMedia: {
      whatsapp: null,
      site: null,
      facebook: null,
      instagram: null,
      linkedin: null,
      spotify: null,
      youtube: null,
      twitter: null,
    },
    ...overrides,
  };
}

export const eventsPage = (events: Event[]) => ({
  content: events,
  totalElements: events.length,
  totalPages: 1,
  page: 0,
  size: 50,
});

export function samplePublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 7,
    eventId: 1,
    type: 'PUBLICATION',
    status: 'ANALYSIS',
    description: 'Olha que estande bonito!',
    images: ['/api/media/abc-1440.webp'],
    creationDate: '2026-03-10T12:00:00.000Z',
    updatedDate: '2026-03-10T12:00:00.000Z',
    user: { id: 5, name: 'Ana Souza', image: null },
    likes: 0,
    likedByMe: false,
    commentCount: 0,
    latestComments: [],
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}
