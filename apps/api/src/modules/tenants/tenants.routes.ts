import { apiErrorSchema, tenantSettingsSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { TenantSettingsService } from './tenants.service.ts';

const refused = { 401: apiErrorSchema, 403: apiErrorSchema };
/** As stored: the request schema trims and folds '' to null, which an answer must not run again. */
const settingsView = z
  .object({
    name: z.string(),
    supportEmail: z.string().nullable(),
    supportPhone: z.string().nullable(),
    androidAppUrl: z.string().nullable(),
    reportThreshold: z.number().int().describe('open reports that hide a post or comment for review'),
    embedOrigins: z
      .array(z.string())
      .nullable()
      .describe('sites that may frame the embeddable widgets; null: this app only'),
  })
  .meta({ id: 'TenantSettingsView' });

/** The producer area's settings page (ADMIN of the tenant only). */
export async function tenantSettingsRoutes(
  app: FastifyInstance,
  { settings }: { settings: TenantSettingsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every request reads its tenant through a per-node cache (tenant plugin): a change drops it on
  // this node at once and on the others through the bus, so `GET /api/config` follows at once.
  const unsubscribe = app.bus.subscribe('cache.invalidate', () => app.tenants.forget());
  app.addHook('onClose', async () => unsubscribe());

  api.get(
    '/api/tenant/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['tenant'],
        summary: "The tenant's name, support contacts, Android app link and widget sites (ADMIN)",
        response: { 200: settingsView, ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return settings.get(request.tenant.id);
    },
  );

  api.put(
    '/api/tenant/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['tenant'],
        summary: "Change the tenant's name, support contacts, Android app link and widget sites (ADMIN)",
        body: tenantSettingsSchema,
        response: { 200: settingsView, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => {
      requirePrincipal(request, 'ADMIN');
      return settings.update(request.tenant.id, request.body);
    },
  );
}
