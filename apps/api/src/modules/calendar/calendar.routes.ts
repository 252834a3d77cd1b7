import { apiErrorSchema, calendarFeedSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PersonalReads, sendPersonal } from '../../lib/personal-reads.ts';
import { enforceLimit, MemoryRateLimiter } from '../../lib/rate-limit.ts';
import { confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { CalendarService } from './calendar.service.ts';

/** Feed reads per client address per minute: calendar apps poll every few minutes at most. */
const feedReadsPerMinute = 60;
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

export async function calendarRoutes(app: FastifyInstance, { calendar }: { calendar: CalendarService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Counted in this process, not in Redis or the database as sign-in attempts are: this limit only
  // sheds a client polling too often, it guards no secret (a key is 256 random bits), so a restart
  // forgiving it costs nothing, and a shared counter would turn every public read into a write.
  const limiter = new MemoryRateLimiter();
  app.addHook('onClose', () => limiter.close());
  // The feed, rendered: calendar apps poll it, often from several devices of one person.
  const feeds = new PersonalReads(app.bus);
  app.addHook('onClose', async () => feeds.close());

  api.get(
    '/api/calendar/key',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['calendar'],
        summary: "The caller's personal calendar feed address (made on the first call)",
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    (request) => calendar.feed(request.tenant.id, requireConfirmedMember(request).userId),
  );

  api.post(
    '/api/calendar/key/rotate',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['calendar'],
        summary: 'A new feed address; the old one answers 404 at once',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    (request) => calendar.rotate(request.tenant.id, requireConfirmedMember(request).userId),
  );

  api.get(
    '/api/calendar/:key.ics',
    {
      // No header and no token: calendar apps fetch it, and the unguessable key names the user.
      config: { tenant: 'none' },
      onRequest: async (request) => {
        await enforceLimit(limiter, `calendar:${request.ip}`, feedReadsPerMinute, 60_000);
      },
      schema: {
        tags: ['calendar'],
        summary: "A user's starred sessions as RFC 5545 (the key is the credential)",
        description:
          'Stable UIDs; SEQUENCE and LAST-MODIFIED follow the producer’s edits; cancelled sessions are STATUS:CANCELLED.',
        params: z.object({ key: z.string().max(100) }),
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Looked up on every read, so a rotated key answers 404 at once.
      const owner = await calendar.ownerOf(request.params.key);
      const cached = await feeds.read(owner.tenantId, owner.userId, 'calendar', () =>
        calendar.calendar(owner),
      );
      reply.header('content-disposition', 'inline; filename="minha-agenda.ics"');
      return sendPersonal(request, reply, cached, 'text/calendar; charset=utf-8');
    },
  );
}
