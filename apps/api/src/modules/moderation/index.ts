import fp from 'fastify-plugin';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService } from './moderation.service.ts';
import { subscribeModerationHistory } from './moderation-history.ts';
import { subscribeModerationNotices } from './moderation-notices.ts';

/**
 * The author's notice of a moderation. A plugin of its own because `publication.moderated`'s
 * subscribers run in a fixed order: this notice, then the live counts (modules/reactions), then
 * the history `moderationModule` keeps.
 */
export const moderationNotices = fp(
  async (app) => {
    subscribeModerationNotices(app.changes, app.notifications);
  },
  { name: 'moderation-notices', dependencies: ['notifications'], encapsulate: true },
);

/** Moderation: the moderators' queue and decisions, and the history of them. */
export const moderationModule = fp(
  async (app) => {
    subscribeModerationHistory(app.changes);
    await app.register(moderationRoutes, {
      moderation: createModerationService({ db: app.database.db, changes: app.changes }),
      publications: app.publications,
    });
  },
  { name: 'moderation', dependencies: ['moderation-notices', 'publications'], encapsulate: true },
);
