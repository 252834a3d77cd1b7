import { and, asc, eq, inArray } from 'drizzle-orm';
import { agendaItems, events, exhibitors, favorites, notifications, pushPreferences } from '../db/schema.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * The demo visitor's stars: the sessions the programme marks (two of them overlap, so 'Minha
 * agenda' shows a conflict) and the first sponsor's stand; their reminder choices (announcements
 * too), and the notice a starred session's move sends, so the bell shows one. Their reminders
 * are planned when a node starts (reminder-jobs.ts).
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
  await tx.insert(pushPreferences).values({
    userId: visitorId,
    sessionReminders: true,
    minutesBefore: 15,
    announcements: true,
    myPosts: true,
  });
  const [first] = await tx
    .select({
      theme: agendaItems.theme,
      date: agendaItems.date,
      timeStart: agendaItems.timeStart,
      stage: agendaItems.stage,
      event: events.title,
    })
    .from(agendaItems)
    .innerJoin(events, eq(events.id, agendaItems.eventId))
    .where(inArray(agendaItems.id, sessionIds))
    .orderBy(asc(agendaItems.date), asc(agendaItems.timeStart))
    .limit(1);
  if (first) {
    await tx.insert(notifications).values({
      tenantId,
      userId: visitorId,
      type: 'SESSION_CHANGED',
      args: {
        event: first.event,
        session: first.theme,
        date: `${first.date.slice(8, 10)}/${first.date.slice(5, 7)}`,
        time: first.timeStart.slice(0, 5),
        ...(first.stage ? { stage: first.stage } : {}),
      },
      eventId,
    });
  }
}
