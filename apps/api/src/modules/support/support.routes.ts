import {
  apiErrorSchema,
  idParamSchema,
  pageQuerySchema,
  supportMessagePageSchema,
  supportMessageSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { SupportService } from './support.service.ts';

const refused = { 401: apiErrorSchema, 403: apiErrorSchema };
const messagesQuery = pageQuerySchema.omit({ sort: true }).extend({
  // A query string carries text: 'false' must not coerce to true.
  handled: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** The producer area's messages page (ADMIN of the tenant only); `POST user/help` lives in users. */
export async function supportRoutes(app: FastifyInstance, { support }: { support: SupportService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/user/help',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['support'],
        summary: 'Support requests sent to the producer, newest first (ADMIN)',
        querystring: messagesQuery,
        response: { 200: supportMessagePageSchema, 400: apiErrorSchema, ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return support.page(request.tenant.id, request.query);
    },
  );

  api.patch(
    '/api/user/help/:id/handled',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['support'],
        summary: 'Mark a support request handled, or open again (ADMIN)',
        params: idParamSchema,
        body: z.object({ handled: z.boolean() }),
        response: { 200: supportMessageSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return support.setHandled(request.tenant.id, request.params.id, request.body.handled);
    },
  );
}
