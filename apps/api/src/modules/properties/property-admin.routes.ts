import { apiErrorSchema, idParamSchema, propertySchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createPropertyAdminService, maxPropertyImages } from './property-admin.service.ts';
import { adminOnly, producerUploads } from './property-admin.upload.ts';

export interface ProducerRoutesOptions {
  db: Db;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tempDir: string;
}

/** The JSON request in the URL, as SPEC's client sends it; the web app sends a form field instead. */
export const requestQuerySchema = z.object({
  request: z.string().max(16_000).optional().describe('the JSON request (else the `request` form field)'),
});
/**
 * The multipart form, for the OpenAPI document only: @fastify/multipart leaves `request.body`
 * null, so this never judges a real upload (the service checks every part).
 */
export function formSchema(files: Record<string, { max: number; description: string }>) {
  const binary = z.string().meta({ format: 'binary' });
  return z
    .object({
      request: z.string().describe('the JSON request (else the `request` query parameter)'),
      ...Object.fromEntries(
        Object.entries(files).map(([name, { max, description }]) => [
          name,
          (max === 1 ? binary : z.array(binary).max(max)).describe(description),
        ]),
      ),
    })
    .partial()
    .nullish();
}

export const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
} as const;

const requestDescription =
  'JSON `PropertyRequest` as `?request=` or the multipart field `request`; status as code 1–4 or name; ' +
  `images as multipart \`files\` (JPEG/PNG, 5 MB each, ${maxPropertyImages} in all). ` +
  'The exhibitor must be one of the event’s. All or nothing: a bad field or file leaves no row and no file.';

const propertyForm = formSchema({
  files: { max: maxPropertyImages, description: 'JPEG/PNG images, 5 MB each' },
});

/** Producer writes of properties (routeImmobile): ADMIN of the tenant only. */
export async function propertyAdminRoutes(app: FastifyInstance, { db, tempDir }: ProducerRoutesOptions) {
  const receive = await producerUploads(app, tempDir);
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
      const upload = await receive(request, maxPropertyImages);
      const created = await properties.create(request.tenant.id, request.query.request, upload);
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
    (request) => {
      return properties.update(request.tenant.id, request.params.id, request.query.request, () =>
        receive(request, maxPropertyImages),
      );
    },
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
