import fp from 'fastify-plugin';
import { tenantSettingsRoutes } from './tenants.routes.ts';
import { createTenantSettingsService } from './tenants.service.ts';

/** The tenant's settings as its producer edits them. */
export const tenantsModule = fp(
  async (app) => {
    await app.register(tenantSettingsRoutes, {
      settings: createTenantSettingsService(app.database.db, app.changes),
    });
  },
  { name: 'tenants', encapsulate: true },
);
