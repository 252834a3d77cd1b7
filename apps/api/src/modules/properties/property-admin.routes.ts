import { apiErrorSchema, idParamSchema, propertyRevisionSchema, propertySchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { revisionQueueRoutes } from '../../lib/revision-queue-routes.ts';
import type { MediaService } from '../../media/media.service.ts';
import { formSchema, requestQuerySchema, uploadRoutes, writeErrors } from '../../media/upload-routes.ts';
import { confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import { createPropertyAdminService, maxPropertyImages } from './property-admin.service.ts';
import type { PropertyRevisionsService } from './property-revisions.service.ts';

export interface PropertyAdminRoutesOptions {
  db: Db;
  media: MediaService;
  /** A constructor stand's OWNER writes through these too, as revisions. */
  revisions: PropertyRevisionsService;
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

const ownerNote =
  " A stand's OWNER may do it for its own stand: saved as a pending revision for the organizer (202), " +
  "or at once when the organizer allowed 'publicar sem revisão' for the stand.";

/**
 * Producer writes of properties (routeImmobile): ADMIN of the tenant, and a stand's OWNER for its own
 * stand through organizer review; the organizer's queue of those changes.
 */
export async function propertyAdminRoutes(
  app: FastifyInstance,
  { db, media, revisions, tempDir }: PropertyAdminRoutesOptions,
) {
  const withUpload = await uploadRoutes(app, {
    tempDir,
    videoMaxBytes: 0,
    maxFiles: maxPropertyImages,
    // Rich-text JSON fits a form field, not a URL: 1 MB, as the JSON body limit.
    maxFieldBytes: 1_048_576,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const properties = createPropertyAdminService({ db, media, changes: app.changes });

  api.post(
    '/api/routeImmobile',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['properties'],
        summary: "Create a property (ADMIN; a stand's OWNER, through review)",
        description: requestDescription + ownerNote,
        consumes: ['multipart/form-data'],
        querystring: requestQuerySchema,
        body: propertyForm,
        response: { 201: propertySchema, 202: propertyRevisionSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      const tenantId = request.tenant.id;
      if (principal.role === 'ADMIN') {
        return reply
          .status(201)
          .send(await properties.create(tenantId, request.query.request, withUpload(request)));
      }
      // Anyone who owns no stand is refused before the form is read.
      if (!(await revisions.ownsAStand(tenantId, principal))) throw new AppError(403, 'FORBIDDEN');
      const form = await properties.receive(tenantId, request.query.request, withUpload(request));
      const stand = await revisions.ownedStand(tenantId, form.values.exhibitorId, principal);
      if (stand.publishWithoutReview) {
        return reply.status(201).send(await properties.createChecked(tenantId, form));
      }
      const revision = await revisions.propose(tenantId, stand, principal, {
        action: 'CREATE',
        propertyId: null,
        form,
      });
      return reply.status(202).send(revision);
    },
  );

  api.put(
    '/api/routeImmobile/:id',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['properties'],
        summary:
          "Edit a property (ADMIN; a stand's OWNER, through review): keep the listed `images`, append new `files`",
        description: `${requestDescription} Images left out of \`images\` are deleted; without \`images\` all are kept. ${ownerNote} The OWNER's \`images\` may also name its pending change's images; the property stays on its stand.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        body: propertyForm,
        response: { 200: propertySchema, 202: propertyRevisionSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      const { id } = request.params;
      const tenantId = request.tenant.id;
      if (principal.role === 'ADMIN') {
        return properties.update(tenantId, id, request.query.request, withUpload(request));
      }
      const { stand } = await revisions.ownedProperty(tenantId, id, principal);
      const form = await properties.receive(tenantId, request.query.request, withUpload(request));
      if (stand.publishWithoutReview && form.values.exhibitorId === stand.id) {
        return properties.updateChecked(tenantId, id, form);
      }
      const revision = await revisions.propose(tenantId, stand, principal, {
        action: 'UPDATE',
        propertyId: id,
        form,
      });
      return reply.status(202).send(revision);
    },
  );

  api.delete(
    '/api/routeImmobile/:id',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['properties'],
        summary: "Delete a property and its images (ADMIN; a stand's OWNER, through review)",
        description: ownerNote,
        params: idParamSchema,
        response: { 202: propertyRevisionSchema, 204: z.null().describe('deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      const { id } = request.params;
      const tenantId = request.tenant.id;
      if (principal.role !== 'ADMIN') {
        const { stand } = await revisions.ownedProperty(tenantId, id, principal);
        if (!stand.publishWithoutReview) {
          const revision = await revisions.propose(tenantId, stand, principal, {
            action: 'DELETE',
            propertyId: id,
            form: null,
          });
          return reply.status(202).send(revision);
        }
      }
      await properties.remove(tenantId, id);
      return reply.status(204).send(null);
    },
  );
}

/**
 * The organizer's queue of constructor stands' property changes, and the team's view of its own:
 * JSON routes, in a plugin of their own so that they take no multipart body.
 */
export async function propertyRevisionRoutes(
  app: FastifyInstance,
  { revisions }: { revisions: PropertyRevisionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  revisionQueueRoutes(app, {
    base: '/api/routeImmobile/revisions',
    tag: 'properties',
    what: "constructor stands' property changes",
    schema: propertyRevisionSchema,
    queue: revisions,
  });

  api.get(
    '/api/exhibitor/:id/property-revisions',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['properties'],
        summary:
          "The stand's pending property changes and those decided in the last 30 days (ADMIN and the stand's team)",
        params: idParamSchema,
        response: { 200: z.array(propertyRevisionSchema), ...errors },
      },
    },
    (request) => revisions.ofStand(request.tenant.id, request.params.id, requireConfirmedMember(request)),
  );
}
