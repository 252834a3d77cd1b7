import {
  apiErrorSchema,
  databaseIdSchema,
  idParamSchema,
  inviteAcceptRequestSchema,
  inviteAcceptResponseSchema,
  invitePreviewSchema,
  myStandSchema,
  standInviteRequestSchema,
  standInviteSchema,
  standTeamSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLocale } from '../../lib/locale.ts';
import { confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { StandTeamService } from './stands.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const inviteErrors = { ...errors, 409: apiErrorSchema, 410: apiErrorSchema };
const noContent = z.null().describe('done');
const tokenParams = z.object({ token: z.string().max(100) });

/** A stand's team and its invitations (docs/ARCHITECTURE.md, 'Stands'). */
export async function standTeamRoutes(app: FastifyInstance, { team }: { team: StandTeamService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/exhibitor/:id/members',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['stands'],
        summary: "Invite someone to the stand's team by e-mail (ADMIN; the stand's OWNER: STAFF only)",
        description: 'Mails a one-use link valid 7 days; an open invitation of the same address is replaced.',
        params: idParamSchema,
        body: standInviteRequestSchema,
        response: { 201: standInviteSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      const invite = await team.invite(request.tenant, request.params.id, principal, request.body);
      return reply.status(201).send(invite);
    },
  );

  api.get(
    '/api/exhibitor/:id/members',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['stands'],
        summary: "The stand's team and open invitations (ADMIN and the stand's team)",
        params: idParamSchema,
        response: { 200: standTeamSchema, ...errors },
      },
    },
    (request) => team.team(request.tenant.id, request.params.id, requireConfirmedMember(request)),
  );

  api.delete(
    '/api/exhibitor/:id/members/:userId',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['stands'],
        summary: "Remove someone from the stand's team (ADMIN; the stand's OWNER: STAFF only)",
        params: z.object({ id: databaseIdSchema, userId: databaseIdSchema }),
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await team.remove(request.tenant.id, id, requireConfirmedMember(request), userId);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/api/exhibitor/:id/invites/:inviteId',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['stands'],
        summary: 'Withdraw an open invitation: its link stops working',
        params: z.object({ id: databaseIdSchema, inviteId: databaseIdSchema }),
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, inviteId } = request.params;
      await team.cancelInvite(request.tenant.id, id, requireConfirmedMember(request), inviteId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/exhibitor/mine',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['stands'],
        summary: 'The stands the caller is on, with their role',
        response: { 200: z.array(myStandSchema), ...errors },
      },
    },
    (request) => team.mine(request.tenant.id, requireConfirmedMember(request).userId),
  );

  api.get(
    '/api/invite/:token',
    {
      schema: {
        tags: ['stands'],
        summary: 'What an invitation link is for (anyone holding it)',
        params: tokenParams,
        response: { 200: invitePreviewSchema, 404: apiErrorSchema },
      },
    },
    (request) => team.preview(request.tenant.id, request.params.token),
  );

  api.post(
    '/api/invite/:token/accept',
    {
      schema: {
        tags: ['stands'],
        summary: "Join the stand's team",
        description:
          'Signed in with the invited address (which the link confirms), or anonymous with `{ name, password }` for a new confirmed account, whose token is answered. 409 `INVITE_USED`, 410 `INVITE_EXPIRED` (or withdrawn), 403 `INVITE_WRONG_ACCOUNT`.',
        params: tokenParams,
        body: inviteAcceptRequestSchema.nullish(),
        response: { 200: inviteAcceptResponseSchema, ...inviteErrors },
      },
    },
    (request) =>
      team.accept(
        request.tenant,
        request.params.token,
        request.principal,
        request.body ?? {},
        pickLocale(request.headers['accept-language']),
      ),
  );
}
