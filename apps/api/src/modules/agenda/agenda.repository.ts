import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaItemSpeakers, agendaItems, events, participations, speakers } from '../../db/schema.ts';

export type AgendaItemRow = typeof agendaItems.$inferSelect;
export type EventRow = typeof events.$inferSelect;

export function createAgendaRepository(db: Db) {
  return {
    async event(tenantId: number, eventId: number): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** The events this user takes part in, earliest first. */
    participatedEvents(tenantId: number, userId: number): Promise<EventRow[]> {
      return db
        .select({ event: events })
        .from(participations)
        .innerJoin(events, eq(events.id, participations.eventId))
        .where(and(eq(participations.userId, userId), eq(events.tenantId, tenantId)))
        .orderBy(asc(events.dateStart), asc(events.id))
        .then((rows) => rows.map((row) => row.event));
    },

    /** Agenda items of these events in schedule order. */
    items(tenantId: number, eventIds: number[]): Promise<AgendaItemRow[]> {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(agendaItems)
        .where(and(eq(agendaItems.tenantId, tenantId), inArray(agendaItems.eventId, eventIds)))
        .orderBy(
          asc(agendaItems.date),
          asc(agendaItems.timeStart),
          asc(agendaItems.timeEnd),
          asc(agendaItems.id),
        );
    },

    /** The speakers of these items, each item's in its listed order. */
    speakersOf(itemIds: number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          agendaItemId: agendaItemSpeakers.agendaItemId,
          id: speakers.id,
          name: speakers.name,
          company: speakers.company,
          office: speakers.office,
          description: speakers.description,
          profilePictureId: speakers.profilePictureId,
        })
        .from(agendaItemSpeakers)
        .innerJoin(speakers, eq(speakers.id, agendaItemSpeakers.speakerId))
        .where(inArray(agendaItemSpeakers.agendaItemId, itemIds))
        .orderBy(asc(agendaItemSpeakers.agendaItemId), asc(agendaItemSpeakers.position), asc(speakers.id));
    },
  };
}
export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
