import {
  apiErrorSchema,
  blockedWordsSchema,
  bulkApprovalResultSchema,
  bulkApprovalSchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  moderationQueueSchema,
  muteRequestSchema,
  muteSchema,
  type PublicationStatus,
  publicationIdParamSchema,
  reportRequestSchema,
  reportResultSchema,
  type TokenClaims,
  visibilityRequestSchema,
  visibilityStateSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOnly,
  confirmedMembersOnly,
  moderatorsOnly,
  requireConfirmedMember,
  requireModerator,
} from '../../plugins/auth.ts';
import type { ItemKind, ModerationService } from './moderation.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const bases: Record<ItemKind, string> = { publication: '/api/publication', comment: '/api/comment' };

/** Reports, hiding and restoring, and the moderation history (docs/ARCHITECTURE.md, 'Feeds'). */
/** The queue's bulk decision, which the publications module makes (passed in, so neither imports the other). */
interface PostDecisions {
  decideMany(
    tenantId: number,
    ids: number[],
    status: PublicationStatus,
    by: { moderator: TokenClaims; reason: string | null },
  ): Promise<number[]>;
}

export async function moderationRoutes(
  app: FastifyInstance,
  { moderation, publications }: { moderation: ModerationService; publications: PostDecisions },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/publication/approval',
    {
      onRequest: moderatorsOnly,
      schema: {
        tags: ['moderation'],
        summary: 'One decision on several posts (the queue’s bulk approve), all or none (MODERATOR, ADMIN)',
        description:
          'An unknown post refuses the lot (404) and nothing changes. Each post changed is recorded in the moderation history and its author told, as with `PATCH publication/approval/{id}`.',
        body: bulkApprovalSchema,
        response: { 200: bulkApprovalResultSchema, ...errors },
      },
    },
    async (request) => ({
      changed: await publications.decideMany(request.tenant.id, request.body.ids, request.body.status, {
        moderator: requireModerator(request),
        reason: request.body.reason ?? null,
      }),
    }),
  );

  for (const kind of ['publication', 'comment'] as const) {
    const what = kind === 'publication' ? 'a post' : 'a comment';
    api.post(
      `${bases[kind]}/:id/report`,
      {
        onRequest: confirmedMembersOnly,
        schema: {
          tags: ['moderation'],
          summary: `Report ${what} (once per member); at the tenant's threshold it is hidden for review`,
          params: publicationIdParamSchema,
          body: reportRequestSchema,
          response: { 201: reportResultSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const result = await moderation.report(
          request.tenant.id,
          requireConfirmedMember(request),
          kind,
          request.params.id,
          request.body,
        );
        return reply.status(201).send(result);
      },
    );

    api.patch(
      `${bases[kind]}/:id/visibility`,
      {
        onRequest: moderatorsOnly,
        schema: {
          tags: ['moderation'],
          summary: `Hide or restore ${what}, with an optional reason (MODERATOR, ADMIN); its author is told`,
          params: publicationIdParamSchema,
          body: visibilityRequestSchema,
          response: { 200: visibilityStateSchema, ...errors },
        },
      },
      (request) =>
        moderation.setVisibility(
          request.tenant.id,
          requireModerator(request),
          kind,
          request.params.id,
          request.body,
        ),
    );
  }

  api.post(
    '/api/user/:id/mute',
    {
      onRequest: moderatorsOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Mute a member until a time or for good, with a reason (MODERATOR, ADMIN)',
        description:
          'A muted member cannot post, comment, like or report: `USER_MUTED` with the end time. ' +
          'ADMINs and MODERATORs cannot be muted (403).',
        params: publicationIdParamSchema,
        body: muteRequestSchema,
        response: { 200: muteSchema, ...errors },
      },
    },
    (request) =>
      moderation.mute(request.tenant.id, requireModerator(request), request.params.id, request.body),
  );

  api.delete(
    '/api/user/:id/mute',
    {
      onRequest: moderatorsOnly,
      schema: {
        tags: ['moderation'],
        summary: "Lift a member's mute (MODERATOR, ADMIN)",
        params: publicationIdParamSchema,
        response: { 204: z.null().describe('not muted now'), ...errors },
      },
    },
    async (request, reply) => {
      await moderation.unmute(request.tenant.id, requireModerator(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/moderation/mutes',
    {
      onRequest: moderatorsOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Members muted now, with their end times (MODERATOR, ADMIN)',
        response: { 200: z.array(muteSchema), ...errors },
      },
    },
    (request) => moderation.mutes(request.tenant.id),
  );

  api.get(
    '/api/user/mute',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['moderation'],
        summary: "Your own mute now, if any: its end and the moderator's reason",
        response: { 200: muteSchema.nullable(), ...errors },
      },
    },
    (request) => moderation.myMute(requireConfirmedMember(request).userId),
  );

  api.get(
    '/api/moderation/queue',
    {
      onRequest: moderatorsOnly,
      schema: {
        tags: ['moderation'],
        summary:
          "'Moderação': posts in analysis, held comments and reported items, oldest first (MODERATOR, ADMIN)",
        response: { 200: moderationQueueSchema, ...errors },
      },
    },
    (request) => moderation.queue(request.tenant.id),
  );

  api.get(
    '/api/moderation/words',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['moderation'],
        summary: "The tenant's word filter (ADMIN)",
        response: { 200: blockedWordsSchema, ...errors },
      },
    },
    (request) => moderation.words(request.tenant.id),
  );

  api.put(
    '/api/moderation/words',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['moderation'],
        summary: "Replace the tenant's word filter (ADMIN)",
        description:
          'Terms match case- and accent-insensitively on whole words; a post or comment that holds one ' +
          'waits for review instead of being published, and the moderator sees the term.',
        body: blockedWordsSchema,
        response: { 200: blockedWordsSchema, ...errors },
      },
    },
    (request) => moderation.setWords(request.tenant.id, request.body),
  );

  api.get(
    '/api/moderation/log',
    {
      onRequest: moderatorsOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Every moderation decision, newest first (MODERATOR, ADMIN)',
        description: 'Filters: the post or comment, the moderator, the action, a day (UTC).',
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogPageSchema, ...errors },
      },
    },
    (request) => moderation.log(request.tenant.id, request.query),
  );
}
