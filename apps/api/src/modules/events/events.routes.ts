import {
  apiErrorSchema,
  eventPageSchema,
  eventSchema,
  idParamSchema,
  pageQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicRead } from '../../lib/http-cache.ts';
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
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: idParamSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `event/${request.params.id}`, () =>
        events.get(request.tenant.id, request.params.id),
      ),
  );
}
