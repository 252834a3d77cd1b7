import type { ChangeSeam } from '../../changes/change-seam.ts';
import { noticeWhen, type ReminderJobs } from './reminder-jobs.ts';

/**
 * Reminder planning reacts to changes, in their transactions: a star plans its session's
 * reminders and an unstar cancels them; a session moved, cancelled or restored tells who starred
 * it; an announcement tells who opted in. The jobs queued here wake after the commit.
 */
export function subscribeReminders(changes: ChangeSeam, reminders: ReminderJobs): void {
  changes.on('agenda.changed', 'session notices', async (tx, { items }) => {
    for (const item of items) {
      if (!('eventId' in item) || !item.notice || item.sequence === undefined) continue;
      await reminders.sessionChanged(tx, {
        itemId: item.id,
        sequence: item.sequence,
        kind: item.notice,
        session: item.theme,
        ...noticeWhen(item),
        stage: item.stage,
      });
    }
  });
  changes.on('publication.approved', 'announcement notices', async (tx, { items }) => {
    for (const publication of items) {
      if (publication.type === 'ANNOUNCEMENT') await reminders.announcementPublished(tx, publication.id);
    }
  });
  changes.on('favorite.added', 'reminder planning', async (tx, { items }) => {
    for (const { userId, agendaItemId } of items) {
      await reminders.scheduleReminders(tx, { userIds: [userId], itemIds: [agendaItemId] });
    }
  });
  changes.on('favorite.removed', 'reminder planning', async (tx, { items }) => {
    for (const { userId, agendaItemId } of items) await reminders.cancelReminders(tx, userId, agendaItemId);
  });
  changes.on('reminders.changed', 'reminder planning', async (tx, { items }) => {
    await reminders.scheduleReminders(tx, { userIds: items.map((item) => item.userId) });
  });
}
