import fp from 'fastify-plugin';
import { appConfigRoutes } from './app-config.routes.ts';

/** What the web app asks the server before anything else: tenant, event, features, version. */
export const appConfigModule = fp(
  async (app) => {
    await app.register(appConfigRoutes, { config: app.config, version: app.apiVersion });
  },
  { name: 'app-config', encapsulate: true },
);
