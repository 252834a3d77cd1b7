import fp from 'fastify-plugin';
import { apiKeyRoutes } from './integrations.routes.ts';
import { createApiKeys } from './integrations.service.ts';

/** The producer's API keys (ADR 0007); the tenant and auth plugins check them through `keyGrants`. */
export const integrationsModule = fp(
  async (app) => {
    await app.register(apiKeyRoutes, { keys: createApiKeys({ db: app.database.db, grants: app.keyGrants }) });
  },
  { name: 'integrations', encapsulate: true },
);
