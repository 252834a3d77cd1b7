import fp from 'fastify-plugin';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { analyticsSummaryRoutes } from './analytics-summary.routes.ts';
import { createAnalyticsSummaryService } from './analytics-summary.service.ts';

/** Page views as visitors send them, and the producer's summary of them. */
export const analyticsModule = fp(
  async (app) => {
    await app.register(analyticsRoutes, {
      analytics: createAnalyticsService(app.database.db),
      limiter: app.limiter,
    });
    await app.register(analyticsSummaryRoutes, { summary: createAnalyticsSummaryService(app.database.db) });
  },
  { name: 'analytics', encapsulate: true },
);
