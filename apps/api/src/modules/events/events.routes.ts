import {
  apiErrorSchema,
  eventPageSchema,
  eventSchema,
  idParamSchema,
  pageQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicReadCache } from '../../lib/http-cache.ts';
import type { EventsService } from './events.service.ts';

export async function eventsRoutes(app: FastifyInstance, { events }: { events: EventsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/event',
    {
      schema: {
        tags: ['events'],
        summary: 'Events of the tenant, paged',
        querystring: pageQuerySchema,
        response: { 200: eventPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => events.list(request.tenant.id, request.query),
  );

  api.get(
    '/api/event/:id',
    {
      onSend: publicReadCache,
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: idParamSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    (request) =>
      app.readCache.read(request.tenant.id, `event/${request.params.id}`, () =>
        events.get(request.tenant.id, request.params.id),
      ),
  );
}
