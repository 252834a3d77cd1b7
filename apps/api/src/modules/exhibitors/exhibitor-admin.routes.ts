import { exhibitorSchema, idParamSchema, standRevisionSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { rowErrors, uploadRoutes, writeErrors } from '../../media/upload-routes.ts';
import { adminOnly, confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import { type ExhibitorAdminService, pictureFields } from './exhibitor-admin.service.ts';
import type { ExhibitorRevisionsService } from './exhibitor-revisions.service.ts';

export interface ExhibitorAdminRoutesOptions {
  exhibitorAdmin: ExhibitorAdminService;
  /** A stand OWNER's edits of its page. */
  revisions: ExhibitorRevisionsService;
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
  const { exhibitorAdmin, revisions } = options;
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
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['exhibitors'],
        summary: "Edit an exhibitor (ADMIN; its page: the stand's OWNER)",
        description: `${formDescription} A picture sent replaces the current one; one left out is kept. The stand's OWNER changes only its page (descriptions, about, links, pictures): saved as a pending revision for the organizer (202), or live (200) when the organizer allowed 'publicar sem revisão'.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        response: { 200: exhibitorSchema, 202: standRevisionSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      if (principal.role !== 'ADMIN') {
        // Decided before the form is read: a stranger's upload is never received.
        if (!(await revisions.isOwner(request.tenant.id, request.params.id, principal))) {
          throw new AppError(403, 'FORBIDDEN');
        }
        const { revision } = await revisions.propose(
          request.tenant.id,
          request.params.id,
          principal,
          jsonOf(request.query),
          withUpload(request),
        );
        if (revision) return reply.status(202).send(revision);
        return exhibitorAdmin.get(request.tenant.id, request.params.id);
      }
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
