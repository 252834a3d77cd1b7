import {
  apiErrorSchema,
  idParamSchema,
  memberPageSchema,
  memberRoleRequestSchema,
  memberSchema,
  pageQuerySchema,
  roleSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { MembersService } from './members.service.ts';

const refused = { 401: apiErrorSchema, 403: apiErrorSchema };
const membersQuery = pageQuerySchema.omit({ sort: true }).extend({
  q: z.string().max(200).optional().describe('part of the name or e-mail; case and accents ignored'),
  role: roleSchema
    .optional()
    .describe('only this role; without it ADMIN and USER (guests are listed with GUEST)'),
});

/** The producer area's members page (ADMIN of the tenant only). */
export async function membersRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/user/members',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['members'],
        summary: "The tenant's accounts with their roles, newest first (ADMIN)",
        querystring: membersQuery,
        response: { 200: memberPageSchema, 400: apiErrorSchema, ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return members.page(request.tenant.id, request.query);
    },
  );

  api.patch(
    '/api/user/:id/role',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['members'],
        summary: 'Make a member ADMIN or USER (ADMIN); the last ADMIN cannot be demoted',
        params: idParamSchema,
        body: memberRoleRequestSchema,
        response: {
          200: memberSchema,
          400: apiErrorSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) => {
      const principal = requirePrincipal(request, 'ADMIN');
      return members.changeRole(request.tenant.id, principal.userId, request.params.id, request.body.role);
    },
  );

  api.delete(
    '/api/user/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['members'],
        summary: 'Remove an account (ADMIN); never the last ADMIN',
        params: idParamSchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, 'ADMIN');
      await members.remove(request.tenant.id, principal.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
