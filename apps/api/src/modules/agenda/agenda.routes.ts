import { agendaSchema, apiErrorSchema, databaseIdSchema, eventSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publicCacheControl, publicRead } from '../../lib/http-cache.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { createAgendaService } from './agenda.service.ts';

const params = z.object({ eventId: databaseIdSchema });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
export const participatingAgendaSchema = z
  .array(z.object({ event: eventSchema, agenda: agendaSchema }))
  .meta({ id: 'ParticipatingAgenda' });

export async function agendaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agenda = createAgendaService(db);

  api.get(
    '/api/agenda/participatingAgenda',
    {
      schema: {
        tags: ['agenda'],
        summary: "The signed-in caller's events with their schedules",
        description: 'Events the caller participates in, earliest first; a guest gets an empty list.',
        response: { 200: participatingAgendaSchema, 401: apiErrorSchema },
      },
    },
    (request) => agenda.participating(request.tenant.id, requirePrincipal(request).userId),
  );

  api.get(
    '/api/agenda/event/:eventId.ics',
    {
      config: { tenant: 'navigation' },
      schema: {
        tags: ['agenda'],
        summary: 'The schedule as an iCalendar file',
        description:
          'RFC 5545, one VEVENT per agenda item with UTC start and end times (X-WR-TIMEZONE names the event zone). Opened by browser navigation: tenant from X-Tenant, else `?tenant=`, else the default.',
        params,
        querystring: z.object({ tenant: z.string().max(63).optional() }),
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { body, filename } = await agenda.calendar(request.tenant.id, request.params.eventId);
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', publicCacheControl)
        .header('vary', 'X-Tenant');
      return body;
    },
  );

  api.get(
    '/api/agenda/event/:eventId',
    {
      schema: {
        tags: ['agenda'],
        summary: 'The schedule: dd/MM/yyyy → items by start time',
        description: "Days in date order; each item lists its speakers in the order they're billed.",
        params,
        response: { 200: agendaSchema, ...errors },
      },
    },
    (request, reply) =>
      publicRead(request, reply, `agenda/event/${request.params.eventId}`, () =>
        agenda.byEvent(request.tenant.id, request.params.eventId),
      ),
  );
}
