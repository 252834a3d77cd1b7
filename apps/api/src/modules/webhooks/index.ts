import fp from 'fastify-plugin';
import { subscribeWebhooks } from './webhook-subscriptions.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import { createWebhooks } from './webhooks.ts';

/**
 * Webhooks: the endpoints' routes, the outbox's subscribers and its delivery jobs; provides
 * `app.webhooks`. Its subscribers are the first to hear a change.
 */
export const webhooksModule = fp(
  async (app) => {
    const webhooks = createWebhooks({
      db: app.database.db,
      jobs: app.jobs,
      mail: app.mail,
      log: app.log,
      publicUrl: app.config.publicUrl,
      allowPrivate: app.config.webhooks.allowPrivate,
      retryBaseMs: app.config.webhooks.retryBaseMs,
    });
    app.decorate('webhooks', webhooks);
    subscribeWebhooks(app.changes, webhooks.events);
    await app.register(webhookRoutes, { webhooks });
  },
  { name: 'webhooks', dependencies: ['mail'] },
);
