import { eventSchema, idParamSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowErrors, uploadRoutes, writeErrors } from '../../media/upload-routes.ts';
import { adminOnly } from '../../plugins/auth.ts';
import type { EventAdminService } from './event-admin.service.ts';
import { maxGalleryImages, pictureFields } from './event-admin.service.ts';

export interface EventAdminRoutesOptions {
  eventAdmin: EventAdminService;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tempDir: string;
}

const requestQuerySchema = z.object({
  request: z
    .string()
    .max(200_000)
    .optional()
    .describe('EventRequest as JSON (original client); the web app sends a multipart field `request`'),
});
const formDescription =
  'Multipart: `request` (EventRequest JSON, or the `request` query parameter), gallery `files` ' +
  `(≤ ${maxGalleryImages}), and one each of ${pictureFields.map((name) => `\`${name}\``).join(', ')}. ` +
  'JPEG/PNG up to 5 MB, checked by content. All or nothing: a bad file or field stores nothing.';

/** The producer's event writes (ADMIN of the tenant only). */
export async function eventAdminRoutes(app: FastifyInstance, options: EventAdminRoutesOptions) {
  const { eventAdmin } = options;
  const withUpload = await uploadRoutes(app, {
    tempDir: options.tempDir,
    videoMaxBytes: 0,
    maxFiles: maxGalleryImages + pictureFields.length,
    // Two rich-text fields of 50,000 characters, escaped in JSON.
    maxFieldBytes: 512 * 1024,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/event',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['events'],
        summary: 'Create an event (ADMIN)',
        description: formDescription,
        consumes: ['multipart/form-data'],
        querystring: requestQuerySchema,
        response: { 201: eventSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await eventAdmin.create(request.tenant.id, request.query.request, withUpload(request));
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/event/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['events'],
        summary: 'Edit an event (ADMIN)',
        description: `${formDescription} \`images\` lists the gallery URLs to keep (left out: all); new \`files\` are appended; a picture sent replaces the current one.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        response: { 200: eventSchema, ...writeErrors },
      },
    },
    (request) => {
      return eventAdmin.update(
        request.tenant.id,
        request.params.id,
        request.query.request,
        withUpload(request),
      );
    },
  );

  api.delete(
    '/api/event/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['events'],
        summary: 'Delete an event and everything under it, with all their media (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null().describe('deleted'), ...rowErrors },
      },
    },
    async (request, reply) => {
      await eventAdmin.remove(request.tenant.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
