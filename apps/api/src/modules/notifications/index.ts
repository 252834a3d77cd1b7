import fp from 'fastify-plugin';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** A person's notifications, stored, sent live and pushed; provides `app.notifications`. */
export const notificationsModule = fp(
  async (app) => {
    const notifications = createNotificationsService(app.database.db, app.bus, app.push);
    app.decorate('notifications', notifications);
    await app.register(notificationsRoutes, { notifications });
  },
  { name: 'notifications', dependencies: ['push'] },
);
