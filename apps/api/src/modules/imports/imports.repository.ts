import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaItems, events, exhibitors, properties, speakers } from '../../db/schema.ts';
import { toTimeText } from '../../lib/dates.ts';

/** The event's records an import matches rows against, a page-free read (5,000 rows at most per file). */
export function createImportsRepository(db: Db) {
  return {
    async event(tenantId: number, eventId: number) {
      const [row] = await db
        .select({ id: events.id, dateStart: events.dateStart, dateEnd: events.dateEnd })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** The event share-locked for the import's transaction: it cannot be deleted under it. */
    async lockEvent(t: Db, tenantId: number, eventId: number) {
      const [row] = await t
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .for('share');
      return Boolean(row);
    },

    speakers(tenantId: number, eventId: number, t: Db = db) {
      return t
        .select({ id: speakers.id, name: speakers.name })
        .from(speakers)
        .where(and(eq(speakers.tenantId, tenantId), eq(speakers.eventId, eventId)))
        .orderBy(asc(speakers.id));
    },

    exhibitors(tenantId: number, eventId: number, t: Db = db) {
      return t
        .select()
        .from(exhibitors)
        .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.eventId, eventId)))
        .orderBy(asc(exhibitors.id));
    },

    properties(tenantId: number, eventId: number, t: Db = db) {
      return t
        .select({ id: properties.id, title: properties.title })
        .from(properties)
        .where(and(eq(properties.tenantId, tenantId), eq(properties.eventId, eventId)))
        .orderBy(asc(properties.id));
    },

    /** Agenda items with their key's parts (day as yyyy-MM-dd, start as HH:mm). */
    async agenda(tenantId: number, eventId: number, t: Db = db) {
      const rows = await t
        .select({
          id: agendaItems.id,
          theme: agendaItems.theme,
          date: agendaItems.date,
          timeStart: agendaItems.timeStart,
        })
        .from(agendaItems)
        .where(and(eq(agendaItems.tenantId, tenantId), eq(agendaItems.eventId, eventId)))
        .orderBy(asc(agendaItems.id));
      return rows.map((row) => ({ ...row, timeStart: toTimeText(row.timeStart) }));
    },

    async setPublishWithoutReview(t: Db, id: number, value: boolean) {
      await t.update(exhibitors).set({ publishWithoutReview: value }).where(eq(exhibitors.id, id));
    },
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
