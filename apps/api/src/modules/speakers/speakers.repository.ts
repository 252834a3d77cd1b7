import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { speakers } from '../../db/schema.ts';
import { eventExists } from '../../lib/event-exists.ts';
import { textSearch } from '../../lib/search.ts';

export type SpeakerRow = typeof speakers.$inferSelect;

export function createSpeakersRepository(db: Db) {
  return {
    eventExists: (tenantId: number, eventId: number) => eventExists(db, tenantId, eventId),

    /** The event's speakers, optionally matching `q` on name or company. */
    ofEvent(tenantId: number, eventId: number, q?: string): Promise<SpeakerRow[]> {
      return db
        .select()
        .from(speakers)
        .where(
          and(
            eq(speakers.tenantId, tenantId),
            eq(speakers.eventId, eventId),
            textSearch(q, [speakers.name, speakers.company]),
          ),
        );
    },

    async byId(tenantId: number, id: number) {
      const [row] = await db
        .select()
        .from(speakers)
        .where(and(eq(speakers.tenantId, tenantId), eq(speakers.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
