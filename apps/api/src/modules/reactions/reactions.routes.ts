import {
  apiErrorSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentRequestSchema,
  commentSchema,
  likeStateSchema,
  publicationIdParamSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { ReactionsService } from './reactions.service.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const membersNote =
  'Confirmed members (USER, ADMIN); only on APPROVED posts and announcements (409 `PUBLICATION_NOT_APPROVED` ' +
  'to the author of one still in analysis).';

/** Likes and comments on posts and announcements (docs/ARCHITECTURE.md, 'Feeds'). */
export async function reactionsRoutes(app: FastifyInstance, { reactions }: { reactions: ReactionsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/api/publication/:id/like',
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['publications'],
        summary: liked ? 'Like a post (idempotent)' : 'Stop liking a post (idempotent)',
        description: membersNote,
        params: publicationIdParamSchema,
        response: { 200: likeStateSchema, ...errors, 409: apiErrorSchema },
      },
      handler: (request) =>
        reactions.setLike(request.tenant.id, requireConfirmedMember(request), request.params.id, liked),
    });
  }

  api.post(
    '/api/publication/:id/comment',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['publications'],
        summary: 'Comment on a post: plain text, 1–1,000 characters',
        description: `${membersNote} Rate limited per member.`,
        params: publicationIdParamSchema,
        body: commentRequestSchema,
        response: {
          201: commentSchema,
          400: apiErrorSchema,
          ...errors,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const comment = await reactions.comment(
        request.tenant.id,
        requireConfirmedMember(request),
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send(comment);
    },
  );

  api.get(
    '/api/publication/:id/comment',
    {
      schema: {
        tags: ['publications'],
        summary: "A post's comments, oldest first, keyset paged (`after` = the previous page's `next`)",
        description: 'Anyone who may read the post, visitors included.',
        params: publicationIdParamSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentPageSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    (request) =>
      reactions.thread(request.tenant.id, request.principal ?? null, request.params.id, request.query),
  );

  api.put(
    '/api/comment/:id',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['publications'],
        summary: 'Edit your comment',
        params: publicationIdParamSchema,
        body: commentRequestSchema,
        response: { 200: commentSchema, 400: apiErrorSchema, ...errors },
      },
    },
    (request) =>
      reactions.edit(
        request.tenant.id,
        requireConfirmedMember(request),
        request.params.id,
        request.body.text,
      ),
  );

  api.delete(
    '/api/comment/:id',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['publications'],
        summary: 'Delete a comment (its author, or ADMIN)',
        params: publicationIdParamSchema,
        response: { 204: z.null().describe('deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await reactions.remove(request.tenant.id, requireConfirmedMember(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
