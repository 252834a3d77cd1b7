import { and, asc, eq } from 'drizzle-orm';
import { exhibitors, favorites } from '../schema.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * The demo visitor's stars: the sessions the programme marks (two of them overlap, so 'Minha
 * agenda' shows a conflict) and the first sponsor's stand.
 */
export async function seedFavorites(
  ctx: SeedContext,
  visitorId: number,
  sessionIds: number[],
): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const [stand] = await tx
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.eventId, eventId), eq(exhibitors.sponsor, true)))
    .orderBy(asc(exhibitors.id))
    .limit(1);
  const star = (kind: 'agenda' | 'exhibitor', itemId: number) => ({
    tenantId,
    userId: visitorId,
    kind,
    itemId,
    eventId,
  });
  await tx
    .insert(favorites)
    .values([...sessionIds.map((id) => star('agenda', id)), ...(stand ? [star('exhibitor', stand.id)] : [])]);
}
