import {
  apiErrorSchema,
  idParamSchema,
  notificationSchema,
  pageOf,
  pageQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const notificationPageSchema = pageOf(notificationSchema).meta({ id: 'NotificationPage' });

/** The caller's stored notifications: any signed-in role, own rows only. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Own notifications, unread first then newest, paged',
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => {
      const principal = requirePrincipal(request);
      const { page, size } = request.query;
      return notifications.list(request.tenant.id, principal.userId, page, size);
    },
  );

  api.patch(
    '/api/notification/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 204: z.null().describe('all read'), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await notifications.markAllRead(request.tenant.id, principal.userId);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    '/api/notification/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: idParamSchema,
        response: {
          200: notificationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) => {
      const principal = requirePrincipal(request);
      return notifications.markRead(request.tenant.id, principal.userId, request.params.id);
    },
  );
}
