import fp from 'fastify-plugin';
import { createBadges } from './badges.ts';
import { checkinRoutes } from './checkin.routes.ts';
import { createCheckinService } from './checkin.service.ts';
import { subscribeLeadNotices } from './lead-notices.ts';
import { leadsRoutes } from './leads.routes.ts';
import { createLeadsService } from './leads.service.ts';

/** Badges, the door check-in, a stand's leads and the team's notices of them. */
export const leadsModule = fp(
  async (app) => {
    const { db } = app.database;
    const { changes } = app;
    subscribeLeadNotices(changes, {
      notifications: app.notifications,
      mail: app.mail,
      publicUrl: app.config.publicUrl,
    });
    const badges = createBadges(db, app.secret);
    await app.register(checkinRoutes, { checkin: createCheckinService({ db, badges, changes }) });
    await app.register(leadsRoutes, {
      badges,
      leads: createLeadsService({ db, badges, limiter: app.limiter, changes }),
    });
  },
  { name: 'leads', dependencies: ['mail', 'notifications'], encapsulate: true },
);
