// The data of bench/reminders.mjs, written straight into the server's database (run with the
// server stopped on PGlite, whose folder one process opens at a time): confirmed members of the
// demo tenant, one session of its featured event starred by all of them, browser subscriptions at
// the bench's push peer, and their reminders planned by the app's own `scheduleReminders` (what
// starring a session or a producer's move runs), so the jobs, keys and due times are the app's.
import { defaultPushPreferences } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, openDatabase } from '../../apps/api/src/db/client.ts';
import {
  agendaItems,
  events,
  favorites,
  pushSubscriptions,
  tenants,
  users,
} from '../../apps/api/src/db/schema.ts';
import { JobQueue } from '../../apps/api/src/jobs/job-queue.ts';
import { wallClockParts } from '../../apps/api/src/lib/dates.ts';
import type { NotificationsService } from '../../apps/api/src/modules/notifications/notifications.service.ts';
import { defineReminderJobs } from '../../apps/api/src/modules/reminders/reminder-jobs.ts';

export interface ReminderSetupOptions {
  databaseUrl: string;
  dataDir: string;
  /** Members to make, each starring the session. */
  users: number;
  /** One per member from the first on, every `users / subscriptions`-th member (browser JSON). */
  subscriptions: { endpoint: string; keys: { p256dh: string; auth: string } }[];
  /** The reminders fall due this long after the data is in (rounded up to a whole second). */
  leadMs: number;
  /** Makes this run's e-mail addresses unique. */
  tag: string;
}

export interface ReminderSetup {
  eventId: number;
  itemId: number;
  theme: string;
  /** Event title, the push's title. */
  event: string;
  /** When every reminder is due (epoch ms), and the session's start. */
  dueAt: number;
  startsAt: number;
  planned: number;
  members: { id: number; locale: string }[];
  subscriptions: { id: number; userId: number; endpoint: string }[];
  setupMs: number;
}

const locales = ['pt-BR', 'es', 'en'] as const;

/** `YYYY-MM-DD` and `HH:mm:ss` of `instant` on the wall clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const p = wallClockParts(instant, timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** Only the job queue's warnings reach it; the planning never runs a job. */
const quietLog = { warn: console.warn, error: console.error } as unknown as FastifyBaseLogger;

export async function setUpReminders(options: ReminderSetupOptions): Promise<ReminderSetup> {
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: options.databaseUrl || undefined,
    dataDir: options.dataDir,
  });
  try {
    const { db } = database;
    const jobs = new JobQueue(database, quietLog, { retryDelaySeconds: 2, pollingIntervalSeconds: 2 });
    // Planning stores jobs and nothing else; the notifications service is used by runs only.
    const reminders = defineReminderJobs({ database, jobs, notifications: {} as NotificationsService });

    const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    if (!tenant?.defaultEventId) throw new Error('no demo tenant with a featured event');
    const [event] = await db.select().from(events).where(eq(events.id, tenant.defaultEventId));
    if (!event) throw new Error(`event ${tenant.defaultEventId} not found`);

    const members: ReminderSetup['members'] = [];
    for (let start = 0; start < options.users; start += 1_000) {
      const rows = [];
      for (let i = start; i < Math.min(options.users, start + 1_000); i++) {
        rows.push({
          tenantId: tenant.id,
          email: `reminders.${options.tag}.${i}@bench.example`,
          name: `Visitante ${i}`,
          role: 'USER' as const,
          confirmed: true,
          locale: locales[i % locales.length]!,
        });
      }
      members.push(
        ...(await db.insert(users).values(rows).returning({ id: users.id, locale: users.locale })),
      );
    }

    const every = Math.max(1, Math.floor(options.users / Math.max(1, options.subscriptions.length)));
    const subscriptionRows = options.subscriptions.map((subscription, index) => ({
      tenantId: tenant.id,
      userId: members[(index * every) % members.length]!.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: 'bench',
    }));
    const subscriptions: ReminderSetup['subscriptions'] = [];
    for (let start = 0; start < subscriptionRows.length; start += 1_000) {
      subscriptions.push(
        ...(await db
          .insert(pushSubscriptions)
          .values(subscriptionRows.slice(start, start + 1_000))
          .returning({
            id: pushSubscriptions.id,
            userId: pushSubscriptions.userId,
            endpoint: pushSubscriptions.endpoint,
          })),
      );
    }

    // Members keep the default preferences: reminders on, `minutesBefore` ahead of the start.
    const minutes = defaultPushPreferences.minutesBefore;
    const dueAt = Math.ceil((Date.now() + options.leadMs) / 1000) * 1000;
    const startsAt = dueAt + minutes * 60_000;
    const start = wallClock(new Date(startsAt), event.timeZone);
    const end = wallClock(new Date(startsAt + 3_600_000), event.timeZone);
    const theme = `Sessão de bancada ${options.tag}`;

    const { itemId, planned } = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [item] = await t
        .insert(agendaItems)
        .values({
          tenantId: tenant.id,
          eventId: event.id,
          date: start.date,
          timeStart: start.time,
          timeEnd: end.time,
          theme,
          stage: 'Auditório principal',
        })
        .returning({ id: agendaItems.id });
      for (let from = 0; from < members.length; from += 2_000) {
        await t.insert(favorites).values(
          members.slice(from, from + 2_000).map((member) => ({
            tenantId: tenant.id,
            userId: member.id,
            kind: 'agenda' as const,
            itemId: item!.id,
            eventId: event.id,
          })),
        );
      }
      return { itemId: item!.id, planned: await reminders.scheduleReminders(t, { itemIds: [item!.id] }) };
    });

    return {
      eventId: event.id,
      itemId,
      theme,
      event: event.title,
      dueAt,
      startsAt,
      planned,
      members,
      subscriptions,
      setupMs: Date.now() - started,
    };
  } finally {
    await database.close();
  }
}

export interface ReminderResults {
  /** SESSION_STARTING rows of the event: who got one, and when it was stored (its transaction's now()). */
  notifications: { id: number; userId: number; createdAt: number }[];
  /** pg-boss jobs of the reminder and push queues by state. */
  jobs: { name: string; state: string; count: number }[];
}

/** What the run left in the database, read once the server has stopped. */
export async function readReminderResults(
  options: Pick<ReminderSetupOptions, 'databaseUrl' | 'dataDir'>,
  eventId: number,
): Promise<ReminderResults> {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl || undefined,
    dataDir: options.dataDir,
  });
  try {
    const { rows } = await database.executeSql(
      `select id, user_id as "userId", (extract(epoch from created_at) * 1000)::float8 as "createdAt"
       from notification where type = 'SESSION_STARTING' and event_id = $1 order by id`,
      [eventId],
    );
    const jobs = await database.executeSql(
      `select name, state::text as state, count(*)::int as count from pgboss.job
       where name in ('session-reminder', 'push', 'push-delivery') group by name, state order by name, state`,
    );
    return {
      notifications: rows as ReminderResults['notifications'],
      jobs: jobs.rows as ReminderResults['jobs'],
    };
  } finally {
    await database.close();
  }
}
