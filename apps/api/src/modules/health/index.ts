import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness, for the load balancer and the operator. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes, { database: app.database });
  },
  { name: 'health', encapsulate: true },
);
