import {
  apiErrorSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  idParamSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { ApiKeys } from './integrations.service.ts';

const refused = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * 'Integrações' in the producer area: the tenant's API keys, for its ADMINs in person
 * (a key cannot make or revoke keys: these routes are in no scope).
 */
export async function apiKeyRoutes(app: FastifyInstance, { keys }: { keys: ApiKeys }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/integration/key',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['integrations'],
        summary: "The tenant's live API keys, newest first: name, prefix, scopes, last use (ADMIN)",
        response: { 200: z.array(apiKeySchema), ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return keys.list(request.tenant.id);
    },
  );

  api.post(
    '/api/integration/key',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['integrations'],
        summary: 'A new API key with its scopes; the key is in this answer only (ADMIN)',
        description:
          'Send it as `Authorization: Bearer vtr_…`: it acts for this tenant (no `X-Tenant` needed) on the routes of its scopes, as the ADMIN who made it while that account stays an ADMIN.',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, 400: apiErrorSchema, 409: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, 'ADMIN');
      const created = await keys.create(
        request.tenant.id,
        { id: principal.userId, name: principal.name },
        request.body,
      );
      // The key must not linger in any cache between here and the organizer's screen.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  api.delete(
    '/api/integration/key/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['integrations'],
        summary: 'Revoke an API key: refused (401) from the next call on, on every node (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      await keys.revoke(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
