import fp from 'fastify-plugin';
import { subscribeRevisionNotices } from './revision-notices.ts';
import { standTeamRoutes } from './stands.routes.ts';
import { createStandTeamService } from './stands.service.ts';

/** A stand's team and invitations, and the team's notices of decided page revisions. */
export const standsModule = fp(
  async (app) => {
    const { publicUrl } = app.config;
    subscribeRevisionNotices(app.changes, { notifications: app.notifications, mail: app.mail, publicUrl });
    await app.register(standTeamRoutes, {
      team: createStandTeamService({
        db: app.database.db,
        users: app.users,
        tokens: app.tokens,
        mail: app.mail,
        publicUrl,
        changes: app.changes,
      }),
    });
  },
  { name: 'stands', dependencies: ['users', 'mail', 'notifications'], encapsulate: true },
);
