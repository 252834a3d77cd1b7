import multipart from '@fastify/multipart';
import { apiErrorSchema, exhibitorSchema, idParamSchema } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discardUpload, type ReceivedUpload, receiveUpload, sweepUploads } from '../../lib/uploads.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { type ExhibitorAdminService, pictureFields } from './exhibitor-admin.service.ts';

export interface ExhibitorAdminRoutesOptions {
  exhibitorAdmin: ExhibitorAdminService;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tempDir: string;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema } as const;
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
  // Scoped to these routes: elsewhere a multipart body stays a 415.
  await app.register(multipart);
  await sweepUploads(options.tempDir);
  const { exhibitorAdmin } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const uploads = new WeakMap<FastifyRequest, ReceivedUpload>();
  app.addHook('onResponse', async (request) => {
    await discardUpload(uploads.get(request) ?? null);
  });
  // Refused before its body was read (401, 403, 404…): the client may still be sending megabytes
  // that nobody reads, and the connection would never be idle again. Close it after the answer.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && request.isMultipart() && !uploads.has(request)) {
      reply.header('connection', 'close');
    }
  });
  const withUpload = (request: FastifyRequest) => async (): Promise<ReceivedUpload> => {
    const upload = await receiveUpload(request, {
      tempDir: options.tempDir,
      videoMaxBytes: 0,
      maxFiles: pictureFields.length,
      maxFieldBytes: 512 * 1024,
    });
    uploads.set(request, upload);
    return upload;
  };
  const jsonOf = (query: z.infer<typeof requestQuerySchema>) => query.exhibitorRequest ?? query.request;

  api.post(
    '/api/exhibitor',
    {
      schema: {
        tags: ['exhibitors'],
        summary: 'Create an exhibitor (ADMIN)',
        description: formDescription,
        consumes: ['multipart/form-data'],
        querystring: requestQuerySchema,
        response: { 201: exhibitorSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
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
      schema: {
        tags: ['exhibitors'],
        summary: 'Edit an exhibitor (ADMIN)',
        description: `${formDescription} A picture sent replaces the current one; one left out is kept.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        response: { 200: exhibitorSchema, ...uploadErrors },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
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
      schema: {
        tags: ['exhibitors'],
        summary: 'Delete an exhibitor, its properties and their media (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null().describe('deleted'), ...errors },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      await exhibitorAdmin.remove(request.tenant.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
