import { idParamSchema, propertySchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { formSchema, requestQuerySchema, uploadRoutes, writeErrors } from '../../lib/upload-routes.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { createPropertyAdminService, maxPropertyImages } from './property-admin.service.ts';

export interface ProducerRoutesOptions {
  db: Db;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tempDir: string;
}

const requestDescription =
  'JSON `PropertyRequest` as `?request=` or the multipart field `request`; status as code 1–4 or name; ' +
  `images as multipart \`files\` (JPEG/PNG, 5 MB each, ${maxPropertyImages} in all). ` +
  'The exhibitor must be one of the event’s. All or nothing: a bad field or file leaves no row and no file.';

const propertyForm = formSchema({
  files: { max: maxPropertyImages, description: 'JPEG/PNG images, 5 MB each' },
});

/** Producer writes of properties (routeImmobile): ADMIN of the tenant only. */
export async function propertyAdminRoutes(app: FastifyInstance, { db, tempDir }: ProducerRoutesOptions) {
  const withUpload = await uploadRoutes(app, {
    tempDir,
    videoMaxBytes: 0,
    maxFiles: maxPropertyImages,
    // Rich-text JSON fits a form field, not a URL: 1 MB, as the JSON body limit.
    maxFieldBytes: 1_048_576,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const properties = createPropertyAdminService({ db, media: app.media, readCache: app.readCache });

  api.post(
    '/api/routeImmobile',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['properties'],
        summary: 'Create a property (ADMIN)',
        description: requestDescription,
        consumes: ['multipart/form-data'],
        querystring: requestQuerySchema,
        body: propertyForm,
        response: { 201: propertySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await properties.create(request.tenant.id, request.query.request, withUpload(request));
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/routeImmobile/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['properties'],
        summary: 'Edit a property (ADMIN): keep the listed `images`, append new `files`',
        description: `${requestDescription} Images left out of \`images\` are deleted; without \`images\` all are kept.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        body: propertyForm,
        response: { 200: propertySchema, ...writeErrors },
      },
    },
    (request) =>
      properties.update(request.tenant.id, request.params.id, request.query.request, withUpload(request)),
  );

  api.delete(
    '/api/routeImmobile/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['properties'],
        summary: 'Delete a property and its images (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null().describe('deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await properties.remove(request.tenant.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
