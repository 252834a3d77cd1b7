import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaItemSpeakers, agendaItems, events, speakers } from '../../db/schema.ts';

export type AgendaItemValues = Omit<
  typeof agendaItems.$inferInsert,
  'id' | 'createdAt' | 'sequence' | 'updatedAt' | 'cancelledAt'
>;

/** Writes of agenda items and their speaker links; `t` is the caller's transaction. */
export function createAgendaAdminRepository(db: Db) {
  return {
    async event(tenantId: number, eventId: number) {
      const [row] = await db
        .select({ id: events.id, dateStart: events.dateStart, dateEnd: events.dateEnd })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** Which of these ids are speakers of this event. */
    async speakersOfEvent(tenantId: number, eventId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: speakers.id })
        .from(speakers)
        .where(
          and(eq(speakers.tenantId, tenantId), eq(speakers.eventId, eventId), inArray(speakers.id, ids)),
        );
      return new Set(rows.map((row) => row.id));
    },

    async byId(tenantId: number, id: number, t: Db = db) {
      const [row] = await t
        .select()
        .from(agendaItems)
        .where(and(eq(agendaItems.tenantId, tenantId), eq(agendaItems.id, id)))
        .limit(1);
      return row ?? null;
    },

    async lock(t: Db, tenantId: number, id: number) {
      const [row] = await t
        .select({ id: agendaItems.id })
        .from(agendaItems)
        .where(and(eq(agendaItems.tenantId, tenantId), eq(agendaItems.id, id)))
        .for('update');
      return row ?? null;
    },

    async insert(t: Db, values: AgendaItemValues) {
      const [row] = await t.insert(agendaItems).values(values).returning({ id: agendaItems.id });
      return row!.id;
    },

    /** An edit: SEQUENCE and LAST-MODIFIED move with it (the caller only writes real changes). */
    async update(t: Db, id: number, values: AgendaItemValues) {
      await t
        .update(agendaItems)
        .set({ ...values, sequence: sql`${agendaItems.sequence} + 1`, updatedAt: sql`now()` })
        .where(eq(agendaItems.id, id));
    },

    /**
     * Sets or clears `cancelled_at`; a call that changes nothing leaves SEQUENCE alone and
     * returns false.
     */
    async setCancelled(t: Db, id: number, cancelled: boolean): Promise<boolean> {
      const changed = await t
        .update(agendaItems)
        .set({
          cancelledAt: cancelled ? sql`now()` : null,
          sequence: sql`${agendaItems.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(agendaItems.id, id),
            cancelled ? sql`${agendaItems.cancelledAt} is null` : sql`${agendaItems.cancelledAt} is not null`,
          ),
        )
        .returning({ id: agendaItems.id });
      return changed.length > 0;
    },

    /** The item's speaker ids in billing order. */
    async speakerIdsOf(t: Db, agendaItemId: number): Promise<number[]> {
      const rows = await t
        .select({ id: agendaItemSpeakers.speakerId })
        .from(agendaItemSpeakers)
        .where(eq(agendaItemSpeakers.agendaItemId, agendaItemId))
        .orderBy(asc(agendaItemSpeakers.position), asc(agendaItemSpeakers.speakerId));
      return rows.map((row) => row.id);
    },

    /** Links go with it (the agenda_item_speaker foreign key cascades). */
    async delete(t: Db, id: number) {
      await t.delete(agendaItems).where(eq(agendaItems.id, id));
    },

    /** Replaces the item's speakers with `speakerIds`, billed in that order. */
    async setSpeakers(t: Db, agendaItemId: number, speakerIds: number[]) {
      await t.delete(agendaItemSpeakers).where(eq(agendaItemSpeakers.agendaItemId, agendaItemId));
      if (speakerIds.length === 0) return;
      await t
        .insert(agendaItemSpeakers)
        .values(speakerIds.map((speakerId, position) => ({ agendaItemId, speakerId, position })));
    },
  };
}
