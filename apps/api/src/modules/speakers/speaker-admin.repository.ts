import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { speakers } from '../../db/schema.ts';
import { eventExists } from '../../lib/event-exists.ts';

export type SpeakerValues = Omit<typeof speakers.$inferInsert, 'id' | 'createdAt'>;

/** Writes of speakers; `t` is the caller's transaction. */
export function createSpeakerAdminRepository(db: Db) {
  return {
    eventExists: (tenantId: number, eventId: number) => eventExists(db, tenantId, eventId),

    async byId(tenantId: number, id: number) {
      const [row] = await db
        .select()
        .from(speakers)
        .where(and(eq(speakers.tenantId, tenantId), eq(speakers.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The speaker row locked for a change within `t`. */
    async lock(t: Db, tenantId: number, id: number) {
      const [row] = await t
        .select()
        .from(speakers)
        .where(and(eq(speakers.tenantId, tenantId), eq(speakers.id, id)))
        .for('update');
      return row ?? null;
    },

    async insert(t: Db, values: SpeakerValues) {
      const [row] = await t.insert(speakers).values(values).returning({ id: speakers.id });
      return row!.id;
    },

    async update(t: Db, id: number, values: Partial<SpeakerValues>) {
      await t.update(speakers).set(values).where(eq(speakers.id, id));
    },

    /** Agenda links go with it (the agenda_item_speaker foreign key cascades). */
    async delete(t: Db, id: number) {
      await t.delete(speakers).where(eq(speakers.id, id));
    },
  };
}
