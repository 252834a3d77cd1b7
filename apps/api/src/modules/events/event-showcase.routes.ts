import { apiErrorSchema, exhibitorListItemSchema, idParamSchema, shortcutsSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publicRead } from '../../lib/http-cache.ts';
import { createExhibitorsService } from '../exhibitors/exhibitors.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
export const categoryCountsSchema = z
  .array(z.object({ category: z.string(), count: z.number().int() }))
  .meta({ id: 'CategoryCounts' });

/** The exhibitor-derived reads of an event page: companies, categories and the shortcuts panel. */
export async function eventShowcaseRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const exhibitors = createExhibitorsService(db);

  api.get(
    '/api/event/listCompany/:id',
    {
      schema: {
        tags: ['events'],
        summary: "The event's exhibitors as one flat list",
        description:
          'Every exhibitor of the event (sponsors included) as ExhibitorListItem, sorted by quota rank (DIAMOND, GOLD, SILVER, TECH, CONSTRUCTOR, PRESENT) then title.',
        params: idParamSchema,
        response: { 200: z.array(exhibitorListItemSchema), ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `event/listCompany/${request.params.id}`, () =>
        exhibitors.list(request.tenant.id, request.params.id),
      ),
  );

  api.get(
    '/api/event/listCategory/:id',
    {
      schema: {
        tags: ['events'],
        summary: "The event's exhibitor categories with counts",
        description: '`[{ category, count }]`: each category that has exhibitors, sorted alphabetically.',
        params: idParamSchema,
        response: { 200: categoryCountsSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `event/listCategory/${request.params.id}`, () =>
        exhibitors.categories(request.tenant.id, request.params.id),
      ),
  );

  api.get(
    '/api/event/shortcuts/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Side panel of the event page',
        description:
          "Sponsors, the first four exhibitors by quota rank then title (sponsors included), the event's address and its eight social links (null when absent).",
        params: idParamSchema,
        response: { 200: shortcutsSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `event/shortcuts/${request.params.id}`, () =>
        exhibitors.eventShortcuts(request.tenant.id, request.params.id),
      ),
  );
}
