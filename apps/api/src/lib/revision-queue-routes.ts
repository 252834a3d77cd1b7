import {
  apiErrorSchema,
  idParamSchema,
  type RevisionStatus,
  revisionRejectRequestSchema,
  revisionStatusSchema,
  type TokenClaims,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requirePrincipal } from '../plugins/auth.ts';

/** What a kind of stand change (a page, a property) offers the organizer's queue. */
export interface RevisionQueue<R = unknown> {
  list(tenantId: number, status: RevisionStatus): Promise<R[]>;
  approve(tenantId: number, revisionId: number, principal: TokenClaims): Promise<R>;
  reject(tenantId: number, revisionId: number, principal: TokenClaims, reason: string): Promise<R>;
}

/**
 * The organizer's three routes over one kind of stand change: `GET {base}?status=`,
 * `POST {base}/{id}/approve`, `POST {base}/{id}/reject` `{ reason }` — ADMIN only; a decision
 * someone made first is a 409.
 */
export function revisionQueueRoutes(
  app: FastifyInstance,
  options: {
    base: string;
    tag: string;
    /** What the changes are, for the summaries: "stands' page changes". */
    what: string;
    /** The revision as the routes answer it (checked against what the queue returns). */
    schema: z.ZodType;
    queue: RevisionQueue;
  },
) {
  const { base, tag, what, schema, queue } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  api.get(
    base,
    {
      onRequest: adminOnly,
      schema: {
        tags: [tag],
        summary: `${what[0]!.toUpperCase()}${what.slice(1)}: 'Alterações pendentes' by default (ADMIN)`,
        querystring: z.object({ status: revisionStatusSchema.default('PENDING') }),
        response: { 200: z.array(schema), ...errors },
      },
    },
    (request) => queue.list(request.tenant.id, request.query.status),
  );

  api.post(
    `${base}/:id/approve`,
    {
      onRequest: adminOnly,
      schema: {
        tags: [tag],
        summary: `Apply one of the ${what}; the stand's team is told (ADMIN)`,
        params: idParamSchema,
        response: { 200: schema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) => queue.approve(request.tenant.id, request.params.id, requirePrincipal(request, 'ADMIN')),
  );

  api.post(
    `${base}/:id/reject`,
    {
      onRequest: adminOnly,
      schema: {
        tags: [tag],
        summary: `Refuse one of the ${what} with a reason; the stand's team is told (ADMIN)`,
        params: idParamSchema,
        body: revisionRejectRequestSchema,
        response: { 200: schema, 400: apiErrorSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) =>
      queue.reject(
        request.tenant.id,
        request.params.id,
        requirePrincipal(request, 'ADMIN'),
        request.body.reason,
      ),
  );
}
