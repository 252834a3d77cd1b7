import { type NotificationType, notificationExcerpt, zonedToUtc } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Database, Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { JobQueue, JobRun, JobToEnqueue } from '../../jobs/job-queue.ts';
import { toTimeText } from '../../lib/dates.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { remindersRepository as repository, type StarredSession } from './reminders.repository.ts';

export const reminderJob = 'session-reminder';
export const sessionNoticeJob = 'session-notice';
export const announcementJob = 'announcement-notice';

/** One "starts in N minutes": for this user, session, start instant and lead time. */
interface ReminderData {
  userId: number;
  itemId: number;
  /** ISO instant the session started at when the reminder was planned. */
  startsAt: string;
  minutes: number;
}

/** A starred session changed, as it was right after the change (dd/MM, HH:mm). */
export interface SessionNotice {
  itemId: number;
  sequence: number;
  kind: 'CHANGED' | 'CANCELLED' | 'RESTORED';
  session: string;
  date: string;
  time: string;
  stage: string | null;
}

interface AnnouncementData {
  publicationId: number;
}

const noticeType: Record<SessionNotice['kind'], NotificationType> = {
  CHANGED: 'SESSION_CHANGED',
  CANCELLED: 'SESSION_CANCELLED',
  RESTORED: 'SESSION_RESTORED',
};

const startOf = (row: { date: string; timeStart: string; timeZone: string }) =>
  zonedToUtc(row.date, row.timeStart, row.timeZone);

/** `2024-03-19` → `19/03`. */
const dayMonth = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

/** Of a stored reminder job (`data`): its reminder was sent (see `session_reminder`). */
const sentReminder = `exists (select 1 from session_reminder sent
  where sent.user_id = (data->>'userId')::int and sent.agenda_item_id = (data->>'itemId')::int
    and sent.starts_at = (data->>'startsAt')::timestamptz)`;

export interface ReminderJobsDeps {
  database: Database;
  jobs: JobQueue;
  notifications: NotificationsService;
  changes: ChangeSeam;
  /** Reminders due at once are handled this many per transaction. */
  batchSize?: number;
}

/**
 * Session reminders, notices of changed sessions and announcements for who opted in, all on the
 * durable job runner (docs/ARCHITECTURE.md, 'Durable jobs'):
 *
 * - A reminder job is planned per starred session when it is starred, when the user changes their
 *   reminder preferences and when the organizer moves or restores the session; it waits until
 *   `minutesBefore` before the start. Its key holds the start, the lead time and the session's
 *   SEQUENCE, so a change plans a new job; the run checks that the star, the start and the lead
 *   time still hold, and `session_reminder` makes it once per user, session and start whatever
 *   jobs ask. Reminders due together run in batches, one transaction each.
 * - A session notice is queued in the transaction of the organizer's change; its run tells every
 *   starrer, cancels the session's waiting reminders and plans them again from the session as it
 *   now is.
 */
export function defineReminderJobs({
  database,
  jobs,
  notifications,
  changes,
  batchSize = 200,
}: ReminderJobsDeps) {
  const { db } = database;

  function reminderOf(row: StarredSession, now: number): JobToEnqueue<ReminderData> | null {
    if (!row.remind) return null;
    const startsAt = startOf(row);
    if (startsAt.getTime() <= now) return null;
    const due = new Date(startsAt.getTime() - row.minutesBefore * 60_000);
    return {
      key: `${row.userId}:${row.itemId}:${startsAt.toISOString()}:${row.minutesBefore}:${row.sequence}`,
      data: {
        userId: row.userId,
        itemId: row.itemId,
        startsAt: startsAt.toISOString(),
        minutes: row.minutesBefore,
      },
      ...(due.getTime() > now ? { startAfter: due } : {}),
    };
  }

  /** Plans reminders for the starred sessions of these users and/or sessions; returns how many. */
  async function scheduleReminders(
    t: Db,
    filter: { userIds?: number[]; itemIds?: number[] },
  ): Promise<number> {
    const now = Date.now();
    const sent = await repository.sent(t, filter);
    const planned = (await repository.starred(t, filter))
      .map((row) => reminderOf(row, now))
      .filter(
        (job) => job !== null && !sent.has(`${job.data.userId}:${job.data.itemId}:${job.data.startsAt}`),
      )
      .map((job) => job!);
    // A plan replaces a finished job of the same key that sent nothing (it found reminders off,
    // or a star since taken off); one that sent stays, so its reminder is not planned again.
    await jobs.enqueueMany(reminderJob, planned, t, { replaceFinished: { unless: sentReminder } });
    return planned.length;
  }

  async function sendReminders(runs: JobRun<ReminderData>[]): Promise<void> {
    // Stored in a unit: the notifications go live, and their pushes out, after the commit.
    await changes.transaction(async (t) => {
      const now = Date.now();
      const current = new Map(
        (
          await repository.starred(t, {
            userIds: [...new Set(runs.map((run) => run.data.userId))],
            itemIds: [...new Set(runs.map((run) => run.data.itemId))],
          })
        ).map((row) => [`${row.userId}:${row.itemId}`, row]),
      );
      const due = new Map<string, { userId: number; agendaItemId: number; startsAt: Date }>();
      for (const { data } of runs) {
        const row = current.get(`${data.userId}:${data.itemId}`);
        // Unstarred, cancelled, moved, reminders turned off or set to another lead time: a newer
        // job (or none) stands for it.
        if (!row?.remind || row.minutesBefore !== data.minutes) continue;
        const startsAt = startOf(row);
        if (startsAt.toISOString() !== data.startsAt || startsAt.getTime() <= now) continue;
        due.set(`${data.userId}:${data.itemId}`, {
          userId: data.userId,
          agendaItemId: data.itemId,
          startsAt,
        });
      }
      const sent = await repository.markSent(t, [...due.values()]);
      const sessions = new Map(
        (await repository.sessions(t, [...new Set(sent.map((row) => row.agendaItemId))])).map((s) => [
          s.id,
          s,
        ]),
      );
      // One notification per session and minutes left (late ones, after an outage, say fewer).
      const groups = new Map<string, { itemId: number; minutes: number; userIds: number[] }>();
      for (const row of sent) {
        const minutes = Math.max(1, Math.round((row.startsAt.getTime() - now) / 60_000));
        const key = `${row.agendaItemId}:${minutes}`;
        const group = groups.get(key) ?? { itemId: row.agendaItemId, minutes, userIds: [] };
        group.userIds.push(row.userId);
        groups.set(key, group);
      }
      for (const group of groups.values()) {
        const session = sessions.get(group.itemId)!;
        await notifications.store(
          t,
          {
            tenantId: session.tenantId,
            type: 'SESSION_STARTING',
            args: {
              event: session.event,
              session: session.theme,
              minutes: group.minutes,
              ...(session.stage ? { stage: session.stage } : {}),
            },
            eventId: session.eventId,
            publicationId: null,
          },
          group.userIds,
        );
      }
    });
  }

  jobs.define<ReminderData>(reminderJob, {
    batchSize,
    // Two batches at a time: while one waits on the database, the other's statements run.
    concurrency: 2,
    retryLimit: 5,
    // A batch of 200 takes well under a second; a node killed mid-batch is retried a minute on.
    expireInSeconds: 60,
    runBatch: sendReminders,
  });

  jobs.define<SessionNotice>(sessionNoticeJob, {
    retryLimit: 10,
    expireInSeconds: 300,
    async run(notice) {
      await changes.transaction(async (t) => {
        const [session] = await repository.sessions(t, [notice.itemId]);
        if (!session) return;
        // The waiting reminders were planned for the session as it was.
        await jobs.cancelMatching(reminderJob, { itemId: notice.itemId }, t);
        await scheduleReminders(t, { itemIds: [notice.itemId] });
        await notifications.store(
          t,
          {
            tenantId: session.tenantId,
            type: noticeType[notice.kind],
            args: {
              event: session.event,
              session: notice.session,
              date: notice.date,
              time: notice.time,
              ...(notice.stage ? { stage: notice.stage } : {}),
            },
            eventId: session.eventId,
            publicationId: null,
          },
          await repository.starrers(t, notice.itemId),
        );
      });
    },
  });

  jobs.define<AnnouncementData>(announcementJob, {
    retryLimit: 10,
    expireInSeconds: 300,
    async run({ publicationId }) {
      await transaction(db, async (t) => {
        const announcement = await repository.announcement(t, publicationId);
        if (!announcement) return;
        // Stored for who opted in, and pushed; everyone watching the event already had it live.
        await notifications.store(
          t,
          {
            tenantId: announcement.tenantId,
            type: 'ANNOUNCEMENT_PUBLISHED',
            args: { event: announcement.event, excerpt: notificationExcerpt(announcement.description) },
            eventId: announcement.eventId,
            publicationId: announcement.id,
          },
          await repository.announcementAudience(t, announcement.tenantId, announcement.eventId),
        );
      });
      notifications.wakePush();
    },
  });

  // Each start plans what is missing: stars written without the app (the demo data, an import),
  // jobs gone with their retention. Planned ones keep their keys; sent ones are in session_reminder.
  jobs.onStarted(() => scheduleReminders(db, {}));

  return {
    scheduleReminders,

    /** A star taken off: its waiting reminders go (they would find no star and do nothing). */
    cancelReminders: (t: Db, userId: number, itemId: number) =>
      jobs.cancelMatching(reminderJob, { userId, itemId }, t),

    /** In the transaction of the organizer's change: every starrer will be told. */
    sessionChanged: (t: Db, notice: SessionNotice) =>
      jobs.enqueue(sessionNoticeJob, notice, { key: `${notice.itemId}:${notice.sequence}` }, t),

    /** In the transaction that publishes an announcement: who opted in will be told. */
    announcementPublished: (t: Db, publicationId: number) =>
      jobs.enqueue(announcementJob, { publicationId }, { key: String(publicationId) }, t),

    /** After the commit of a change that queued any of these. */
    wake() {
      jobs.wake(reminderJob);
      jobs.wake(sessionNoticeJob);
      jobs.wake(announcementJob);
    },
  };
}
export type ReminderJobs = ReturnType<typeof defineReminderJobs>;

/** The notice's wall-clock start, as texts show it. */
export const noticeWhen = (row: { date: string; timeStart: string }) => ({
  date: dayMonth(row.date),
  time: toTimeText(row.timeStart),
});
