import {
  apiErrorSchema,
  databaseIdSchema,
  idParamSchema,
  searchQuerySchema,
  speakerSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publicRead } from '../../lib/http-cache.ts';
import { createSpeakersService } from './speakers.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export async function speakersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const speakers = createSpeakersService(db);

  api.get(
    '/api/speaker/findByEvent/:eventId',
    {
      schema: {
        tags: ['speakers'],
        summary: "The event's speakers, sorted by name",
        description: '`q` matches name or company, ignoring case and accents.',
        params: z.object({ eventId: databaseIdSchema }),
        querystring: searchQuerySchema,
        response: { 200: z.array(speakerSchema), ...errors },
      },
    },
    (request, reply) =>
      publicRead(
        request,
        reply,
        `speaker/findByEvent/${request.params.eventId}?${request.query.q ?? ''}`,
        () => speakers.list(request.tenant.id, request.params.eventId, request.query.q),
      ),
  );

  api.get(
    '/api/speaker/:id',
    {
      schema: {
        tags: ['speakers'],
        summary: 'One speaker',
        params: idParamSchema,
        response: { 200: speakerSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `speaker/${request.params.id}`, () =>
        speakers.get(request.tenant.id, request.params.id),
      ),
  );
}
