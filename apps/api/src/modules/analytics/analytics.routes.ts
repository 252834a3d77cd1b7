import { analyticsBatchSchema, apiErrorSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** Batches per client address per minute. */
const batchesPerMinute = 60;

export async function analyticsRoutes(
  app: FastifyInstance,
  { analytics, limiter }: { analytics: AnalyticsService; limiter: RateLimiter },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record page views and tab opens (JSON, or JSON sent as text/plain by sendBeacon)',
        body: analyticsBatchSchema,
        response: {
          202: z.object({ accepted: z.number().int() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preValidation: async (request) => {
        await enforceLimit(
          limiter,
          `analytics:${request.tenant.slug}:${request.ip}`,
          batchesPerMinute,
          60_000,
        );
        // navigator.sendBeacon(url, string) sends text/plain; its body is the same JSON.
        if (typeof request.body === 'string') {
          try {
            request.body = JSON.parse(request.body);
          } catch {
            throw new AppError(400, 'INVALID_JSON');
          }
        }
      },
    },
    async (request, reply) => {
      const accepted = await analytics.record(
        request.tenant.id,
        request.principal?.userId ?? null,
        request.body,
      );
      return reply.status(202).send({ accepted });
    },
  );
}
