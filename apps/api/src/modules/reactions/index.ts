import fp from 'fastify-plugin';
import { subscribeReactionLive } from './reaction-live.ts';
import { subscribeReactionNotices } from './reaction-notices.ts';
import { reactionsRoutes } from './reactions.routes.ts';
import { createReactionsService } from './reactions.service.ts';

/** Likes and comments, their notices and live counts; provides `app.reactions` to publications. */
export const reactionsModule = fp(
  async (app) => {
    subscribeReactionNotices(app.changes, app.notifications);
    subscribeReactionLive(app.changes, app.database.db);
    const reactions = createReactionsService({
      db: app.database.db,
      limiter: app.limiter,
      changes: app.changes,
    });
    app.decorate('reactions', reactions);
    await app.register(reactionsRoutes, { reactions });
  },
  { name: 'reactions', dependencies: ['notifications'] },
);
