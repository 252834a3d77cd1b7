import {
  apiErrorSchema,
  idParamSchema,
  standReviewRequestSchema,
  standRevisionSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revisionQueueRoutes } from '../../lib/revision-queue-routes.ts';
import { adminOnly, confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { ExhibitorRevisionsService } from './exhibitor-revisions.service.ts';

/**
 * The organizer's side of stands' page changes: JSON routes, in a plugin of their own so
 * that they take no multipart body (the OWNER's edits arrive through `PUT exhibitor/{id}`).
 */
export async function exhibitorRevisionRoutes(
  app: FastifyInstance,
  { revisions }: { revisions: ExhibitorRevisionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  revisionQueueRoutes(app, {
    base: '/api/exhibitor/revisions',
    tag: 'exhibitors',
    what: "stands' page changes",
    schema: standRevisionSchema,
    queue: revisions,
  });

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
