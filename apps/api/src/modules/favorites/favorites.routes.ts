import {
  apiErrorSchema,
  databaseIdSchema,
  favoriteKindSchema,
  favoritesSchema,
  myAgendaSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PersonalReads, sendPersonal } from '../../lib/personal-reads.ts';
import { confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { FavoritesService } from './favorites.service.ts';

const starParams = z.object({ kind: favoriteKindSchema, id: databaseIdSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noContent = z.null().describe('done');

/** A confirmed USER's or ADMIN's stars and personal schedule; guests keep theirs in the browser. */
export async function favoritesRoutes(app: FastifyInstance, { favorites }: { favorites: FavoritesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Minha agenda, serialized: the web app asks again on every visit to the tab and after each star.
  const personal = new PersonalReads(app.bus);
  app.addHook('onClose', async () => personal.close());

  api.put(
    '/api/favorite/:kind/:id',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['favorites'],
        summary: 'Star an agenda item, exhibitor, speaker or property (idempotent)',
        description: "An id that is not this tenant's answers 404 with the entity's code.",
        params: starParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requireConfirmedMember(request);
      await favorites.star(request.tenant.id, userId, request.params.kind, request.params.id);
      personal.forget(request.tenant.id, userId);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/api/favorite/:kind/:id',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['favorites'],
        summary: 'Remove a star (idempotent)',
        params: starParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requireConfirmedMember(request);
      await favorites.unstar(request.tenant.id, userId, request.params.kind, request.params.id);
      personal.forget(request.tenant.id, userId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/favorite',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['favorites'],
        summary: "The caller's starred ids by kind, of one event or all",
        querystring: z.object({ eventId: databaseIdSchema.optional() }),
        response: { 200: favoritesSchema, ...errors },
      },
    },
    (request) =>
      favorites.list(request.tenant.id, requireConfirmedMember(request).userId, request.query.eventId),
  );

  api.get(
    '/api/agenda/my/:eventId',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['agenda', 'favorites'],
        summary: "The caller's starred sessions: dd/MM/yyyy → items, each with its clashes",
        description:
          'The shape of `agenda/event/{eventId}`; `conflicts` lists the other starred, uncancelled items overlapping in time (one ending as the next starts does not).',
        params: z.object({ eventId: databaseIdSchema }),
        response: { 200: myAgendaSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requireConfirmedMember(request);
      const { eventId } = request.params;
      const cached = await personal.read(
        request.tenant.id,
        userId,
        `my-agenda:${eventId}`,
        async () => reply.serialize(await favorites.myAgenda(request.tenant.id, userId, eventId)) as string,
      );
      return sendPersonal(request, reply, cached, 'application/json; charset=utf-8');
    },
  );
}
