import type { Event, Page, PageQuery } from '@vitrine/contract';
import { notFound } from '../../lib/app-error.ts';
import { presentEvent } from './events.presenter.ts';
import { type EventSort, type EventsRepository, eventSortColumns } from './events.repository.ts';

/** `dateStart,desc` → a known column and direction; anything else falls back to the date, ascending. */
export function parseEventSort(sort: string | undefined): EventSort {
  const [field = '', direction = 'asc'] = (sort ?? '').split(',').map((part) => part.trim());
  return {
    field: Object.hasOwn(eventSortColumns, field) ? (field as EventSort['field']) : 'dateStart',
    direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

export function createEventsService(repository: EventsRepository) {
  return {
    async list(tenantId: number, query: PageQuery): Promise<Page<Event>> {
      const { rows, total } = await repository.page(
        tenantId,
        query.page,
        query.size,
        parseEventSort(query.sort),
      );
      const related = await repository.related(rows);
      return {
        content: rows.map((row) => presentEvent(row, related)),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        page: query.page,
        size: query.size,
      };
    },

    async get(tenantId: number, id: number): Promise<Event> {
      const row = await repository.byId(tenantId, id);
      if (!row) throw notFound('EVENT_NOT_FOUND', id);
      return presentEvent(row, await repository.related([row]));
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
