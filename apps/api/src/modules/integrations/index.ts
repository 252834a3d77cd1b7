import fp from 'fastify-plugin';
import { apiKeyRoutes } from './api-keys.routes.ts';
import { createApiKeys } from './api-keys.service.ts';

/** The producer's API keys (ADR 0007); the tenant and auth plugins check them through `keyGrants`. */
export const integrationsModule = fp(
  async (app) => {
    await app.register(apiKeyRoutes, { keys: createApiKeys({ db: app.database.db, grants: app.keyGrants }) });
  },
  { name: 'integrations', encapsulate: true },
);
