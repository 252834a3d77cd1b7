import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';

/** Whether the event exists in this tenant (another tenant's ids simply do not). */
export async function eventExists(db: Db, tenantId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return Boolean(row);
}
