import { exhibitorSchema, idParamSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowErrors, uploadRoutes, writeErrors } from '../../lib/upload-routes.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { type ExhibitorAdminService, pictureFields } from './exhibitor-admin.service.ts';

export interface ExhibitorAdminRoutesOptions {
  exhibitorAdmin: ExhibitorAdminService;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tempDir: string;
}

const json = z.string().max(200_000).optional();
const requestQuerySchema = z.object({
  exhibitorRequest: json.describe('ExhibitorRequest as JSON; usually the multipart field of that name'),
  request: json.describe('the same, under the name the other producer forms use'),
});
const formDescription =
  'Multipart: `exhibitorRequest` (ExhibitorRequest JSON; the query parameter `exhibitorRequest` or ' +
  `\`request\` also works) and one each of ${pictureFields.map((name) => `\`${name}\``).join(', ')}. ` +
  'JPEG/PNG up to 5 MB, checked by content. `quota` is a code 1–6 or its name. ' +
  'All or nothing: a bad file or field stores nothing.';

/** The producer's exhibitor writes (ADMIN of the tenant only). */
export async function exhibitorAdminRoutes(app: FastifyInstance, options: ExhibitorAdminRoutesOptions) {
  const { exhibitorAdmin } = options;
  const withUpload = await uploadRoutes(app, {
    tempDir: options.tempDir,
    videoMaxBytes: 0,
    maxFiles: pictureFields.length,
    maxFieldBytes: 512 * 1024,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const jsonOf = (query: z.infer<typeof requestQuerySchema>) => query.exhibitorRequest ?? query.request;

  api.post(
    '/api/exhibitor',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: 'Create an exhibitor (ADMIN)',
        description: formDescription,
        consumes: ['multipart/form-data'],
        querystring: requestQuerySchema,
        response: { 201: exhibitorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await exhibitorAdmin.create(
        request.tenant.id,
        jsonOf(request.query),
        withUpload(request),
      );
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/exhibitor/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: 'Edit an exhibitor (ADMIN)',
        description: `${formDescription} A picture sent replaces the current one; one left out is kept.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        response: { 200: exhibitorSchema, ...writeErrors },
      },
    },
    (request) => {
      return exhibitorAdmin.update(
        request.tenant.id,
        request.params.id,
        jsonOf(request.query),
        withUpload(request),
      );
    },
  );

  api.delete(
    '/api/exhibitor/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: 'Delete an exhibitor, its properties and their media (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null().describe('deleted'), ...rowErrors },
      },
    },
    async (request, reply) => {
      await exhibitorAdmin.remove(request.tenant.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
