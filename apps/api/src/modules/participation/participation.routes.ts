import { apiErrorSchema, idParamSchema, participationSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireConfirmedMember, requirePrincipal } from '../../plugins/auth.ts';
import type { ParticipationService } from './participation.service.ts';

export async function participationRoutes(
  app: FastifyInstance,
  { participation }: { participation: ParticipationService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/event/participate/:id',
    {
      schema: {
        tags: ['events'],
        summary: "The caller's participation in an event, with the participant count",
        description: 'Any signed-in caller; a guest never participates.',
        params: idParamSchema,
        response: { 200: participationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => participation.status(request.tenant.id, request.params.id, requirePrincipal(request).userId),
  );

  api.post(
    '/api/event/participate/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Participate in an event, or stop participating when already in',
        params: idParamSchema,
        response: {
          200: participationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) => {
      const principal = requireConfirmedMember(request);
      return participation.toggle(request.tenant.id, request.params.id, principal.userId);
    },
  );
}
