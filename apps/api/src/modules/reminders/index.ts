import fp from 'fastify-plugin';
import { defineReminderJobs } from './reminder-jobs.ts';
import { subscribeReminders } from './reminder-subscriptions.ts';

/** Reminders of starred sessions and announcements: subscribers and jobs, no routes. */
export const remindersModule = fp(
  async (app) => {
    const jobs = defineReminderJobs({
      database: app.database,
      jobs: app.jobs,
      notifications: app.notifications,
      changes: app.changes,
    });
    subscribeReminders(app.changes, jobs);
  },
  { name: 'reminders', dependencies: ['notifications'], encapsulate: true },
);
