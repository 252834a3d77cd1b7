import {
  agendaCancelRequestSchema,
  agendaItemRequestSchema,
  agendaItemSchema,
  idParamSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { rowErrors } from '../../media/upload-routes.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { createAgendaAdminService } from './agenda-admin.service.ts';

const rules =
  'The date falls within the event’s dates, timeEnd is after timeStart, and every speakerId is a ' +
  'speaker of the same event (else VALIDATION_ERROR naming the field); speakers are billed in the order given.';

/** Producer writes of agenda items: ADMIN of the tenant only. */
export async function agendaAdminRoutes(
  app: FastifyInstance,
  { db, changes }: { db: Db; changes: ChangeSeam },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agenda = createAgendaAdminService({ db, changes });

  api.post(
    '/api/agenda',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['agenda'],
        summary: 'Create an agenda item (ADMIN)',
        description: rules,
        body: agendaItemRequestSchema,
        response: { 201: agendaItemSchema, ...rowErrors },
      },
    },
    async (request, reply) => {
      const created = await agenda.create(request.tenant.id, request.body);
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/agenda/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['agenda'],
        summary: 'Edit an agenda item (ADMIN); `speakerIds` replaces its speakers',
        description: rules,
        params: idParamSchema,
        body: agendaItemRequestSchema,
        response: { 200: agendaItemSchema, ...rowErrors },
      },
    },
    (request) => agenda.update(request.tenant.id, request.params.id, request.body),
  );

  api.patch(
    '/api/agenda/:id/cancel',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['agenda'],
        summary: 'Cancel or restore an agenda item (ADMIN)',
        description:
          'A cancelled item stays listed with `cancelled: true` and reaches calendars as STATUS:CANCELLED; each change raises its SEQUENCE.',
        params: idParamSchema,
        body: agendaCancelRequestSchema,
        response: { 200: agendaItemSchema, ...rowErrors },
      },
    },
    (request) => agenda.cancel(request.tenant.id, request.params.id, request.body.cancelled),
  );

  api.delete(
    '/api/agenda/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['agenda'],
        summary: 'Delete an agenda item (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null().describe('deleted'), ...rowErrors },
      },
    },
    async (request, reply) => {
      await agenda.remove(request.tenant.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
