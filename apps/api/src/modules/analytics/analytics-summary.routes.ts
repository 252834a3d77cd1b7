import {
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  apiErrorSchema,
  idParamSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { AnalyticsSummaryService } from './analytics-summary.service.ts';

export async function analyticsSummaryRoutes(
  app: FastifyInstance,
  { summary }: { summary: AnalyticsSummaryService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics/summary/:eventId',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['analytics'],
        summary:
          "An event's dashboard (ADMIN): page views per day in the event's time zone, tab opens, top exhibitors, participants, publications per status",
        params: z.object({ eventId: idParamSchema.shape.id }),
        querystring: analyticsSummaryQuerySchema,
        response: {
          200: analyticsSummarySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return summary.summary(request.tenant.id, request.params.eventId, request.query);
    },
  );
}
