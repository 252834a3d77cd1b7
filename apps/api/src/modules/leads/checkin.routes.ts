import {
  apiErrorSchema,
  checkinRequestSchema,
  checkinResultSchema,
  checkinStatsSchema,
  idParamSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { CheckinService } from './checkin.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Check-in at the door, for the producer (ADMIN). */
export async function checkinRoutes(app: FastifyInstance, { checkin }: { checkin: CheckinService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/event/:id/checkin',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['leads'],
        summary: 'Let a visitor in by their badge (ADMIN)',
        description:
          'A participant is checked in; a visitor who did not participate takes a free seat, or gets 409 `EVENT_CROWDED`. A second scan answers `ALREADY` with the first time. 404 `BADGE_INVALID`.',
        params: idParamSchema,
        body: checkinRequestSchema,
        response: { 200: checkinResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) =>
      checkin.checkIn(request.tenant.id, request.params.id, requirePrincipal(request, 'ADMIN'), request.body),
  );

  api.get(
    '/api/event/:id/checkin/stats',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['leads'],
        summary: 'Participants, present, and check-ins per hour (ADMIN)',
        params: idParamSchema,
        response: { 200: checkinStatsSchema, ...errors },
      },
    },
    (request) => checkin.stats(request.tenant.id, request.params.id),
  );
}
