import { healthSchema, readySchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      config: { tenant: 'none' },
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: healthSchema } },
    },
    () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  api.get(
    '/api/ready',
    {
      config: { tenant: 'none' },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'The database answers (503 when it does not)',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const up = await database.ping(1_000);
      reply.header('cache-control', 'no-store');
      return up
        ? { status: 'ready' as const, database: 'up' as const }
        : reply.status(503).send({ status: 'unavailable', database: 'down' });
    },
  );
}
