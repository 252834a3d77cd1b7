import fp from 'fastify-plugin';
import { loadVapidKeys } from '../../lib/secrets.ts';
import { createPushRepository } from './push.repository.ts';
import { pushRoutes } from './push.routes.ts';
import { createPushService } from './push.service.ts';
import { definePushJobs } from './push-jobs.ts';

/** Web push: browsers' subscriptions and the delivery jobs; provides `app.push` to notifications. */
export const pushModule = fp(
  async (app) => {
    const { config } = app;
    if (config.databaseUrl && !config.push.vapid) {
      app.log.warn(
        'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset: this node pushes with its own key, so browsers subscribed through another node will not get its pushes',
      );
    }
    const vapid = await loadVapidKeys(config.push.vapid, config.dataDir);
    const repository = createPushRepository(app.database.db);
    const push = createPushService({
      repository,
      jobs: definePushJobs({
        jobs: app.jobs,
        repository,
        vapid,
        subject: config.push.subject,
        allowPrivate: config.push.allowPrivate,
        log: app.log,
      }),
      publicKey: vapid.publicKey,
      allowPrivate: config.push.allowPrivate,
      changes: app.changes,
    });
    app.decorate('push', push);
    await app.register(pushRoutes, { push });
  },
  { name: 'push' },
);
