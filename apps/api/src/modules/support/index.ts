import fp from 'fastify-plugin';
import { supportRoutes } from './support.routes.ts';
import { createSupportService } from './support.service.ts';

/** Visitors' support requests and the producer's inbox of them. */
export const supportModule = fp(
  async (app) => {
    await app.register(supportRoutes, { support: createSupportService(app.database.db) });
  },
  { name: 'support', encapsulate: true },
);
