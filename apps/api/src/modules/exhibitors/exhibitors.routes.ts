import {
  apiErrorSchema,
  databaseIdSchema,
  exhibitorSchema,
  exhibitorsByCategorySchema,
  idParamSchema,
  searchQuerySchema,
  shortcutsSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publicRead } from '../../lib/http-cache.ts';
import { createExhibitorsService } from './exhibitors.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export async function exhibitorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const exhibitors = createExhibitorsService(db);

  api.get(
    '/api/exhibitor/findByEvent/:eventId',
    {
      schema: {
        tags: ['exhibitors'],
        summary: "The event's exhibitors grouped by category",
        description:
          'Categories in alphabetical order; within one, by quota rank (DIAMOND, GOLD, SILVER, TECH, CONSTRUCTOR, PRESENT) then title. `q` matches title or category, ignoring case and accents.',
        params: z.object({ eventId: databaseIdSchema }),
        querystring: searchQuerySchema,
        response: { 200: exhibitorsByCategorySchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(
        request,
        reply,
        `exhibitor/findByEvent/${request.params.eventId}?${request.query.q ?? ''}`,
        () => exhibitors.byCategory(request.tenant.id, request.params.eventId, request.query.q),
      ),
  );

  api.get(
    '/api/exhibitor/shortcuts/:id',
    {
      schema: {
        tags: ['exhibitors'],
        summary: "Side panel of an exhibitor's page",
        description:
          "The event's sponsors, the first four other exhibitors of the event by quota rank then title ('discover other stands'), the exhibitor's address (the event's when it has none) and social links.",
        params: idParamSchema,
        response: { 200: shortcutsSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `exhibitor/shortcuts/${request.params.id}`, () =>
        exhibitors.exhibitorShortcuts(request.tenant.id, request.params.id),
      ),
  );

  api.get(
    '/api/exhibitor/:id',
    {
      schema: {
        tags: ['exhibitors'],
        summary: 'One exhibitor',
        params: idParamSchema,
        response: { 200: exhibitorSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `exhibitor/${request.params.id}`, () =>
        exhibitors.get(request.tenant.id, request.params.id),
      ),
  );
}
