import { apiErrorSchema, publicConfigSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/** What the web app needs to know at start, so one build serves every deployment. */
export async function appConfigRoutes(
  app: FastifyInstance,
  { config, version }: { config: Config; version: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      config: { tenant: 'navigation' },
      schema: {
        tags: ['config'],
        summary: 'Tenant, default event and sign-in providers for the web app',
        querystring: z.object({ tenant: z.string().max(63).optional() }),
        response: { 200: publicConfigSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      reply.header('cache-control', 'no-cache');
      return {
        tenant: tenant.slug,
        defaultEventId: config.defaultEventId ?? tenant.defaultEventId ?? null,
        providers: { google: Boolean(config.oidcGoogle.clientId) },
        // The tenant's own link (producer settings) wins over the deployment's default.
        androidAppUrl: tenant.androidAppUrl ?? config.androidAppUrl ?? null,
        supportEmail: tenant.supportEmail,
        supportPhone: tenant.supportPhone,
        videoMaxBytes: config.videoMaxBytes,
        version,
      };
    },
  );
}
