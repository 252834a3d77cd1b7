import type { Agenda, Event } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { presentEvent } from '../events/events.presenter.ts';
import { createEventsRepository } from '../events/events.repository.ts';
import { calendarEntry, eventLocation, presentAgenda, speakersByItem } from './agenda.presenter.ts';
import { type AgendaItemRow, createAgendaRepository } from './agenda.repository.ts';
import { buildCalendar } from './ics.ts';

export function createAgendaService(db: Db) {
  const repository = createAgendaRepository(db);
  const eventsRepository = createEventsRepository(db);

  /** Items with their speakers, in three queries whatever the number of events. */
  async function schedule(tenantId: number, eventIds: number[]) {
    const items = await repository.items(tenantId, eventIds);
    const speakerRows = await repository.speakersOf(items.map((item) => item.id));
    const urls = await loadMediaUrls(
      db,
      speakerRows.map((row) => row.profilePictureId),
    );
    return { items, speakers: speakersByItem(speakerRows, urls) };
  }

  async function existingEvent(tenantId: number, eventId: number) {
    const event = await repository.event(tenantId, eventId);
    if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
    return event;
  }

  return {
    async byEvent(tenantId: number, eventId: number): Promise<Agenda> {
      await existingEvent(tenantId, eventId);
      const { items, speakers } = await schedule(tenantId, [eventId]);
      return presentAgenda(items, speakers);
    },

    /** The schedule as an iCalendar file and a file name for it. */
    async calendar(tenantId: number, eventId: number, now = new Date()) {
      const event = await existingEvent(tenantId, eventId);
      const { items, speakers } = await schedule(tenantId, [eventId]);
      const location = eventLocation(event.local, event.address);
      const body = buildCalendar({
        name: event.title,
        timeZone: event.timeZone,
        now,
        entries: items.map((item) => calendarEntry(item, speakers.get(item.id) ?? [], location)),
      });
      return { body, filename: `agenda-${event.id}.ics` };
    },

    /** The caller's events, each with its agenda (a fixed number of queries). */
    async participating(tenantId: number, userId: number): Promise<{ event: Event; agenda: Agenda }[]> {
      const rows = await repository.participatedEvents(tenantId, userId);
      if (rows.length === 0) return [];
      const [related, { items, speakers }] = await Promise.all([
        eventsRepository.related(rows),
        schedule(
          tenantId,
          rows.map((row) => row.id),
        ),
      ]);
      const itemsOf = new Map<number, AgendaItemRow[]>();
      for (const item of items) itemsOf.set(item.eventId, [...(itemsOf.get(item.eventId) ?? []), item]);
      return rows.map((row) => ({
        event: presentEvent(row, related),
        agenda: presentAgenda(itemsOf.get(row.id) ?? [], speakers),
      }));
    },
  };
}
