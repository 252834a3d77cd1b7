import {
  apiErrorSchema,
  badgeSchema,
  consentSchema,
  databaseIdSchema,
  idParamSchema,
  interestRequestSchema,
  interestResultSchema,
  leadCaptureRequestSchema,
  leadFilterSchema,
  leadPageSchema,
  leadSchema,
  leadSummarySchema,
  leadUpdateSchema,
  localeSchema,
  pageQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLocale } from '../../lib/locale.ts';
import { adminOnly, confirmedMembersOnly, requireConfirmedMember } from '../../plugins/auth.ts';
import type { Badges } from './badges.ts';
import type { LeadsService } from './leads.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noContent = z.null().describe('done');
const teamOnly = "For the stand's own team (OWNER and STAFF); an ADMIN not on it gets 403.";

/** Visitors' badges and consent, and stands' leads (docs/ARCHITECTURE.md, 'Stands'). */
export async function leadsRoutes(app: FastifyInstance, options: { leads: LeadsService; badges: Badges }) {
  const { leads, badges } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/badge',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: "The caller's badge: its short code and QR (made on the first call)",
        response: { 200: badgeSchema, ...errors },
      },
    },
    (request) => badges.get(request.tenant.id, requireConfirmedMember(request).userId),
  );

  api.post(
    '/api/badge/rotate',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: 'A new badge code: the old QR and code stop working at once',
        response: { 200: badgeSchema, ...errors },
      },
    },
    (request) => badges.rotate(request.tenant.id, requireConfirmedMember(request).userId),
  );

  api.get(
    '/api/consent',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: "The stands holding the caller's contact, since when and how",
        response: { 200: z.array(consentSchema), ...errors },
      },
    },
    (request) => leads.consents(request.tenant.id, requireConfirmedMember(request).userId),
  );

  api.delete(
    '/api/consent/:exhibitorId',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: "Withdraw consent: the stand's lead loses the caller's personal data",
        description: 'The lead stays as an anonymous count.',
        params: z.object({ exhibitorId: databaseIdSchema }),
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requireConfirmedMember(request);
      await leads.withdraw(request.tenant.id, userId, request.params.exhibitorId);
      return reply.status(204).send(null);
    },
  );

  const interest = (kind: 'property' | 'exhibitor') =>
    ({
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary:
          kind === 'property'
            ? "'Tenho interesse': the stand of the property gets the caller's contact"
            : "'Fale com o expositor': the stand gets the caller's contact",
        description:
          '`consent: true` is required (400 `CONSENT_REQUIRED`). 201 with a new lead, 200 when the stand already had one (its message and property are refreshed). The team gets a notification and a mail.',
        params: idParamSchema,
        body: interestRequestSchema,
        response: { 200: interestResultSchema, 201: interestResultSchema, ...errors },
      },
    }) as const;

  api.post('/api/routeImmobile/:id/interest', interest('property'), async (request, reply) => {
    const principal = requireConfirmedMember(request);
    const { consent, created } = await leads.interest(
      request.tenant.id,
      { kind: 'property', id: request.params.id },
      principal,
      request.body,
    );
    return reply.status(created ? 201 : 200).send({ ...consent, created });
  });

  api.post('/api/exhibitor/:id/interest', interest('exhibitor'), async (request, reply) => {
    const principal = requireConfirmedMember(request);
    const { consent, created } = await leads.interest(
      request.tenant.id,
      { kind: 'exhibitor', id: request.params.id },
      principal,
      request.body,
    );
    return reply.status(created ? 201 : 200).send({ ...consent, created });
  });

  api.post(
    '/api/exhibitor/:id/leads',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: 'Capture a lead from a scanned QR or a typed badge code',
        description: `${teamOnly} 201 with the new lead, 200 with the one this stand already had for that visitor. 404 \`BADGE_INVALID\`; typed codes are rate limited per stand.`,
        params: idParamSchema,
        body: leadCaptureRequestSchema,
        response: { 200: leadSchema, 201: leadSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = requireConfirmedMember(request);
      const { lead, created } = await leads.capture(
        request.tenant.id,
        request.params.id,
        principal,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(lead);
    },
  );

  api.get(
    '/api/exhibitor/:id/leads',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: "The stand's leads, newest first",
        description: teamOnly,
        params: idParamSchema,
        querystring: pageQuerySchema.omit({ sort: true }).extend(leadFilterSchema.shape),
        response: { 200: leadPageSchema, ...errors },
      },
    },
    (request) => {
      const { page, size, ...filter } = request.query;
      return leads.list(
        request.tenant.id,
        request.params.id,
        requireConfirmedMember(request),
        filter,
        page,
        size,
      );
    },
  );

  api.patch(
    '/api/exhibitor/:id/leads/:leadId',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: "Rate a lead, and keep the team's notes and tags on it",
        description: teamOnly,
        params: z.object({ id: databaseIdSchema, leadId: databaseIdSchema }),
        body: leadUpdateSchema,
        response: { 200: leadSchema, ...errors },
      },
    },
    (request) =>
      leads.update(
        request.tenant.id,
        request.params.id,
        requireConfirmedMember(request),
        request.params.leadId,
        request.body,
      ),
  );

  api.get(
    '/api/exhibitor/:id/leads/export',
    {
      onRequest: confirmedMembersOnly,
      schema: {
        tags: ['leads'],
        summary: "The stand's leads as CSV or XLSX, with the list's filters",
        description: `${teamOnly} Headers in \`lang\` (else the request's Accept-Language). Streamed.`,
        params: idParamSchema,
        querystring: leadFilterSchema.extend({
          format: z.enum(['csv', 'xlsx']).default('csv'),
          lang: localeSchema.optional(),
        }),
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any().describe('the file'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, lang, ...filter } = request.query;
      const locale = lang ?? pickLocale(request.headers['accept-language']);
      const file = await leads.export(
        request.tenant.id,
        request.params.id,
        requireConfirmedMember(request),
        filter,
        format,
        locale,
      );
      reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.stream);
    },
  );

  api.get(
    '/api/lead/summary',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['leads'],
        summary: 'Leads per stand of an event, for the organizer (counts, never the people) (ADMIN)',
        querystring: z.object({ eventId: databaseIdSchema }),
        response: { 200: z.array(leadSummarySchema), ...errors },
      },
    },
    (request) => leads.summary(request.tenant.id, request.query.eventId),
  );
}
