import {
  apiErrorSchema,
  exhibitorSchema,
  idParamSchema,
  revisionRejectRequestSchema,
  revisionStatusSchema,
  standReviewRequestSchema,
  standRevisionSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { rowErrors, uploadRoutes, writeErrors } from '../../lib/upload-routes.ts';
import {
  adminOnly,
  confirmedMembersOnly,
  requireConfirmedMember,
  requirePrincipal,
} from '../../plugins/auth.ts';
import { type ExhibitorAdminService, pictureFields } from './exhibitor-admin.service.ts';
import type { ExhibitorRevisionsService } from './exhibitor-revisions.service.ts';

export interface ExhibitorAdminRoutesOptions {
  exhibitorAdmin: ExhibitorAdminService;
  /** A stand OWNER's edits of its page (issue 14). */
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
        summary: "Edit an exhibitor (ADMIN), or its page (the stand's OWNER)",
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

  const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  api.get(
    '/api/exhibitor/revisions',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: "Stands' page changes: 'Alterações pendentes' by default (ADMIN)",
        querystring: z.object({ status: revisionStatusSchema.default('PENDING') }),
        response: { 200: z.array(standRevisionSchema), ...errors },
      },
    },
    (request) => revisions.list(request.tenant.id, request.query.status),
  );

  api.post(
    '/api/exhibitor/revisions/:id/approve',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: 'Publish a stand page change; the team is told (ADMIN)',
        params: idParamSchema,
        response: { 200: standRevisionSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) => revisions.approve(request.tenant.id, request.params.id, requirePrincipal(request, 'ADMIN')),
  );

  api.post(
    '/api/exhibitor/revisions/:id/reject',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: 'Refuse a stand page change with a reason; the team is told (ADMIN)',
        params: idParamSchema,
        body: revisionRejectRequestSchema,
        response: { 200: standRevisionSchema, 400: apiErrorSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) =>
      revisions.reject(
        request.tenant.id,
        request.params.id,
        requirePrincipal(request, 'ADMIN'),
        request.body.reason,
      ),
  );

  api.get(
    '/api/exhibitor/:id/revision',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['exhibitors'],
        summary: "The stand's newest page change, pending or decided (ADMIN and the stand's team)",
        params: idParamSchema,
        response: { 200: standRevisionSchema.nullable(), ...errors },
      },
    },
    (request) => revisions.latest(request.tenant.id, request.params.id, requireConfirmedMember(request)),
  );

  api.patch(
    '/api/exhibitor/:id/review',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exhibitors'],
        summary: "'Publicar sem revisão': the stand's OWNER publishes page changes at once (ADMIN)",
        params: idParamSchema,
        body: standReviewRequestSchema,
        response: {
          200: z.object({ exhibitorId: z.number().int(), publishWithoutReview: z.boolean() }),
          400: apiErrorSchema,
          ...errors,
        },
      },
    },
    (request) => revisions.setReview(request.tenant.id, request.params.id, request.body.publishWithoutReview),
  );
}
