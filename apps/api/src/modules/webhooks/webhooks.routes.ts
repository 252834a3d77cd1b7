import {
  apiErrorSchema,
  createdWebhookSchema,
  createWebhookSchema,
  databaseIdSchema,
  idParamSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookSecretSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../../plugins/auth.ts';
import type { Webhooks } from './webhooks.ts';

const refused = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['integrations'];

/** 'Integrações' in the producer area: the tenant's webhook endpoints (ADMIN in person). */
export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: Webhooks }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.get(
    '/api/integration/webhook',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "The tenant's webhook endpoints (ADMIN)",
        response: { 200: z.array(webhookSchema), ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return webhooks.list(request.tenant.id);
    },
  );

  api.post(
    '/api/integration/webhook',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'A new endpoint and the events it hears; its signing secret comes with the answer (ADMIN)',
        description:
          'Each event is POSTed as JSON `{ type, timestamp, data }` with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1`, HMAC-SHA256 with the secret), plus `webhook-attempt`. Any 2xx is a delivery; anything else is retried with backoff for 24 h, in order per endpoint. Redirects are not followed.',
        body: createWebhookSchema,
        response: { 201: createdWebhookSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, 'ADMIN');
      const created = await webhooks.create(request.tenant.id, principal.userId, request.body);
      return reply.code(201).headers(noStore).send(created);
    },
  );

  api.get(
    '/api/integration/webhook/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'One endpoint (ADMIN)',
        params: idParamSchema,
        response: { 200: webhookSchema, 404: apiErrorSchema, ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return webhooks.get(request.tenant.id, request.params.id);
    },
  );

  api.put(
    '/api/integration/webhook/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "Change an endpoint's URL, events or description, or turn it off and on (ADMIN)",
        params: idParamSchema,
        body: updateWebhookSchema,
        response: { 200: webhookSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return webhooks.update(request.tenant.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/integration/webhook/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log (ADMIN)',
        params: idParamSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      await webhooks.remove(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/integration/webhook/:id/secret',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "The endpoint's signing secret, on demand (ADMIN)",
        params: idParamSchema,
        response: { 200: webhookSecretSchema, 404: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      return reply.headers(noStore).send(await webhooks.secret(request.tenant.id, request.params.id));
    },
  );

  api.post(
    '/api/integration/webhook/:id/secret/rotate',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'A new signing secret; the old one keeps signing beside it for 24 h (ADMIN)',
        params: idParamSchema,
        response: { 200: webhookSecretSchema, 404: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      return reply.headers(noStore).send(await webhooks.rotate(request.tenant.id, request.params.id));
    },
  );

  api.get(
    '/api/integration/webhook/:id/deliveries',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "The endpoint's deliveries, newest first: event, status, code, time, try, answer (ADMIN)",
        params: idParamSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...refused },
      },
    },
    (request) => {
      requirePrincipal(request, 'ADMIN');
      return webhooks.deliveries(request.tenant.id, request.params.id, request.query);
    },
  );

  api.post(
    '/api/integration/webhook/:id/deliveries/:deliveryId/resend',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Send one delivery again: same webhook-id, a new attempt (ADMIN)',
        params: z.object({ id: databaseIdSchema, deliveryId: databaseIdSchema }),
        response: { 202: webhookDeliverySchema, 404: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      const delivery = await webhooks.resend(request.tenant.id, request.params.id, request.params.deliveryId);
      return reply.code(202).send(delivery);
    },
  );

  api.post(
    '/api/integration/webhook/:id/test',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Send a `webhook.test` event to this endpoint (ADMIN)',
        params: idParamSchema,
        response: { 202: webhookDeliverySchema, 404: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'ADMIN');
      return reply.code(202).send(await webhooks.test(request.tenant.id, request.params.id));
    },
  );
}
