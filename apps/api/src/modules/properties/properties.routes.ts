import {
  apiErrorSchema,
  databaseIdSchema,
  idParamSchema,
  propertiesByGroupSchema,
  propertySchema,
  searchQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publicRead } from '../../lib/http-cache.ts';
import { createPropertiesService } from './properties.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export async function propertiesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const properties = createPropertiesService(db);

  api.get(
    '/api/routeImmobile/event/:eventId',
    {
      schema: {
        tags: ['properties'],
        summary: "The event's property route, grouped by exhibitor",
        description:
          "Group = the owning exhibitor's title; groups and properties sorted by title. `q` matches property or exhibitor title, ignoring case and accents.",
        params: z.object({ eventId: databaseIdSchema }),
        querystring: searchQuerySchema,
        response: { 200: propertiesByGroupSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(
        request,
        reply,
        `routeImmobile/event/${request.params.eventId}?${request.query.q ?? ''}`,
        () => properties.byGroup(request.tenant.id, request.params.eventId, request.query.q),
      ),
  );

  api.get(
    '/api/routeImmobile/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One property',
        params: idParamSchema,
        response: { 200: propertySchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `routeImmobile/${request.params.id}`, () =>
        properties.get(request.tenant.id, request.params.id),
      ),
  );
}
