import {
  apiErrorSchema,
  approvalBodySchema,
  approvalQuerySchema,
  createPublicationQuerySchema,
  eventIdParamSchema,
  publicationIdParamSchema,
  publicationListQuerySchema,
  publicationPageSchema,
  publicationSchema,
  updatePublicationQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { publicRead, revalidateCacheControl } from '../../lib/http-cache.ts';
import { rowErrors, uploadRoutes, writeErrors } from '../../media/upload-routes.ts';
import {
  confirmedMembersOnly,
  moderatorsOnly,
  requireConfirmedMember,
  requireModerator,
  requirePrincipal,
} from '../../plugins/auth.ts';
import type { PublicationsService } from './publications.service.ts';

export interface PublicationsRoutesOptions {
  publications: PublicationsService;
  /** Where uploads wait while they are checked (under DATA_DIR). */
  tempDir: string;
  videoMaxBytes: number;
}

const uploadErrors = { ...writeErrors, 429: apiErrorSchema } as const;

/** Publications: the announcement and feed tabs, posting with media, moderation. */
export async function publicationsRoutes(app: FastifyInstance, options: PublicationsRoutesOptions) {
  const { publications, tempDir, videoMaxBytes } = options;
  const withUpload = await uploadRoutes(app, { tempDir, videoMaxBytes });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/publication/event/:eventId',
    {
      schema: {
        tags: ['publications'],
        summary: 'Post an announcement (ADMIN) or a publication, with up to 3 media (multipart `files`)',
        description:
          'JPEG/PNG up to 5 MB, mp4/webm/ogg up to VIDEO_MAX_BYTES, checked by content. ' +
          'A USER’s publication awaits analysis; an ADMIN’s is approved at once.',
        consumes: ['multipart/form-data'],
        params: eventIdParamSchema,
        querystring: createPublicationQuerySchema,
        response: { 201: publicationSchema, ...uploadErrors },
      },
      onRequest: confirmedMembersOnly,
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      const created = await publications.create(
        request.tenant.id,
        principal,
        request.params.eventId,
        request.query,
        withUpload(request, { fileFields: ['files'] }),
      );
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/api/publication/event/:eventId',
    {
      schema: {
        tags: ['publications'],
        summary: 'A feed, newest first, keyset paged (`before` = the previous page’s `next`)',
        description:
          'Approved posts, plus the caller’s own in analysis or denied; an ADMIN sees every status. ' +
          '`allPublication` is accepted for the original client and changes nothing.',
        params: eventIdParamSchema,
        querystring: publicationListQuerySchema,
        response: { 200: publicationPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) => {
      const { eventId } = request.params;
      const { type, status, size, before } = request.query;
      // A visitor's (or guest's: they never post) first page is the same for all of them: answered
      // from the read cache (a burst of readers costs one set of queries); the service drops it
      // when a visible post changes.
      const { principal } = request;
      if ((!principal || principal.role === 'GUEST') && !before) {
        // The same URL answers a member with their own pending posts (privately): a shared cache
        // must not hand this public answer to a request with another token.
        reply.header('vary', 'Authorization');
        return publicRead(
          request,
          reply,
          `publication/event/${eventId}?type=${type}&status=${status ?? ''}&size=${size}`,
          () => publications.list(request.tenant.id, null, eventId, request.query),
          revalidateCacheControl,
        );
      }
      return publications.list(request.tenant.id, principal, eventId, request.query);
    },
  );

  api.put(
    '/api/publication/:id',
    {
      schema: {
        tags: ['publications'],
        summary: 'Edit your post: keep listed `oldFiles`, add multipart `newFiles` (3 media in all)',
        consumes: ['multipart/form-data'],
        params: publicationIdParamSchema,
        querystring: updatePublicationQuerySchema,
        response: { 200: publicationSchema, ...uploadErrors },
      },
      onRequest: confirmedMembersOnly,
    },
    (request) => {
      const principal = requireConfirmedMember(request);
      return publications.update(
        request.tenant.id,
        principal,
        request.params.id,
        request.query,
        withUpload(request, { fileFields: ['newFiles'] }),
      );
    },
  );

  api.delete(
    '/api/publication/:id',
    {
      schema: {
        tags: ['publications'],
        summary: 'Delete a post (its author, or an ADMIN) and its media',
        params: publicationIdParamSchema,
        response: { 204: z.null().describe('deleted'), ...rowErrors },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await publications.remove(request.tenant.id, principal, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    '/api/publication/approval/:id',
    {
      // Refused before the body is judged, as every producer write (a stranger learns nothing from a 400).
      onRequest: moderatorsOnly,
      schema: {
        tags: ['publications'],
        summary: 'Moderate a post (MODERATOR, ADMIN): ANALYSIS → APPROVED | DENIED, or back',
        description:
          'The JSON body `{status}` wins over the `status` query parameter the original client also sends.',
        params: publicationIdParamSchema,
        querystring: approvalQuerySchema,
        body: approvalBodySchema.partial().nullish(),
        response: { 200: publicationSchema, ...rowErrors },
      },
    },
    (request) => {
      const moderator = requireModerator(request);
      const status = request.body?.status ?? request.query.status;
      if (!status) {
        throw new AppError(400, 'VALIDATION_ERROR', [{ field: 'body.status', message: 'required' }]);
      }
      return publications.decide(request.tenant.id, request.params.id, status, {
        moderator,
        reason: request.body?.reason ?? null,
      });
    },
  );
}
