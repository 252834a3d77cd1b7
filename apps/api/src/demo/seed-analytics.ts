import { eq } from 'drizzle-orm';
import { analyticsEvents, exhibitors } from '../db/schema.ts';
import type { SeedContext } from './seed-context.ts';

const day = 86_400_000;
/** The event page's tabs as the web app reports them (`?tab=` slugs), most opened first. */
const tabs = [
  'detalhes',
  'detalhes',
  'detalhes',
  'feed',
  'feed',
  'expositores',
  'expositores',
  'programacao',
  'palestrantes',
  'anuncios',
  'rotas-de-imoveis',
];

/**
 * A month of visits, so the producer's dashboard shows its charts on the demo: page views that
 * grow towards today with a weekend dip, tab opens and stand visits. Deterministic (no Math.random)
 * so the demo looks the same on every machine, relative to the day it is seeded.
 */
export async function seedAnalytics(ctx: SeedContext): Promise<void> {
  const { tx, tenantId, eventId } = ctx;
  const stands = await tx
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(eq(exhibitors.eventId, eventId));
  const today = Math.floor(Date.now() / day) * day;
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const date = today - daysAgo * day;
    const weekend = [0, 6].includes(new Date(date).getUTCDay());
    const views = Math.round((12 + (29 - daysAgo) * 1.5) * (weekend ? 0.6 : 1));
    for (let n = 0; n < views; n++) {
      // Spread over the Brazilian day (10:00–23:00 local is 13:00–02:00 UTC).
      const at = new Date(date + (13 * 3600 + ((n * 2_719) % (13 * 3600))) * 1000);
      rows.push({ tenantId, type: 'page_view', path: '/event', eventId, at });
      const tab = tabs[(n * 7 + daysAgo) % tabs.length]!;
      if (n % 2 === 0) rows.push({ tenantId, type: 'tab_open', path: '/event', tab, eventId, at });
      const stand = stands[(n * 3 + daysAgo) % Math.max(stands.length, 1)];
      // Earlier stands in the list (higher quotas) are visited more.
      if (stand && n % (1 + (stands.indexOf(stand) % 3)) === 0) {
        rows.push({ tenantId, type: 'page_view', path: `/expositor/${stand.id}`, exhibitorId: stand.id, at });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(analyticsEvents).values(rows.slice(start, start + 500));
  }
}
