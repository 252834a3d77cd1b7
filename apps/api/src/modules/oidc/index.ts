import fp from 'fastify-plugin';
import { oidcRoutes } from './oidc.routes.ts';

/** Sign-in with Google (OpenID Connect). */
export const oidcModule = fp(
  async (app) => {
    await app.register(oidcRoutes, {
      config: app.config,
      users: app.users,
      tokens: app.tokens,
      changes: app.changes,
    });
  },
  { name: 'oidc', dependencies: ['users'], encapsulate: true },
);
