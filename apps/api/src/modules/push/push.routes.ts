import {
  apiErrorSchema,
  pushKeySchema,
  pushPreferencesSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { PushService } from './push.service.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Web push: the VAPID key for anyone; subscriptions and preferences for a confirmed
 * USER or ADMIN, decided before the body is judged.
 */
export async function pushRoutes(app: FastifyInstance, { push }: { push: PushService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key (the browser's applicationServerKey)",
        response: { 200: pushKeySchema, 400: apiErrorSchema },
      },
    },
    () => push.key(),
  );

  api.post(
    '/api/push/subscription',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['push'],
        summary: "Store this browser's push subscription (again: renewed; past 10, the oldest goes)",
        body: pushSubscriptionRequestSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      await push.subscribe(request.tenant.id, principal.userId, request.body, request.headers['user-agent']);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/push/subscription',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['push'],
        summary: 'Forget one of your push subscriptions (idempotent)',
        body: pushUnsubscribeRequestSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      await push.unsubscribe(request.tenant.id, principal.userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/push/preferences',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['push'],
        summary: 'What you want pushed (defaults until you choose)',
        response: { 200: pushPreferencesSchema, ...refusals },
      },
    },
    (request) => push.preferences(requireConfirmedMember(request).userId),
  );

  api.put(
    '/api/push/preferences',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['push'],
        summary: 'Choose what is pushed',
        body: pushPreferencesSchema,
        response: { 200: pushPreferencesSchema, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireConfirmedMember(request);
      return push.savePreferences(request.tenant.id, userId, request.body);
    },
  );
}
