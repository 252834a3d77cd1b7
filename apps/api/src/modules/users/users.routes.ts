import {
  apiErrorSchema,
  databaseIdSchema,
  pageOf,
  pageQuerySchema,
  subscriberSchema,
  supportRequestSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

const subscribersQuery = pageQuerySchema.extend({
  eventId: databaseIdSchema.optional(),
});

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/help',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a support request to the producer',
        body: supportRequestSchema,
        response: { 201: z.object({ id: z.number().int() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await users.help(request.tenant, request.principal, request.body, request.ip)),
  );

  api.get(
    '/api/user',
    {
      // Refused before the query is validated.
      onRequest: async (request) => {
        requirePrincipal(request, 'ADMIN');
      },
      schema: {
        tags: ['users'],
        summary: "Subscribers (ADMIN): the tenant's users, or an event's participants with eventId",
        querystring: subscribersQuery,
        response: { 200: pageOf(subscriberSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return users.subscribers(request.tenant.id, request.query);
    },
  );
}
