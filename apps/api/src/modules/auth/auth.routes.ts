import {
  apiErrorSchema,
  databaseIdSchema,
  loginRequestSchema,
  providersSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendCodeResponseSchema,
  tokenClaimsSchema,
  tokenResponseSchema,
  validateRequestSchema,
  verificationCodeSchema,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLocale } from '../../lib/locale.ts';
import type { AuthService } from './auth.service.ts';
import { guestExpiryPlugin } from './guest-expiry.ts';

const userIdParams = z.object({ userId: databaseIdSchema });
/** The original client sends the six digits as the body itself; `{ "code": "…" }` is accepted too. */
const confirmBody = z.union([
  verificationCodeSchema,
  z.object({ code: verificationCodeSchema }).transform((body) => body.code),
  z
    .number()
    .int()
    .min(0)
    .max(999_999)
    .transform((code) => String(code).padStart(6, '0')),
]);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export async function authRoutes(
  app: FastifyInstance,
  { auth, googleEnabled }: { auth: AuthService; googleEnabled: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  await app.register(guestExpiryPlugin, { changes: app.changes });

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Sign up: the account starts unconfirmed and a six-digit code is queued for mail',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const locale = pickLocale(request.headers['accept-language']);
      return reply.status(201).send(await auth.register(request.tenant, request.body, request.ip, locale));
    },
  );

  api.patch(
    '/api/auth/confirm-user/:userId',
    {
      schema: {
        tags,
        summary: "Confirm the account with the mailed code (the user's own token)",
        params: userIdParams,
        body: confirmBody,
        response: { 200: tokenResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    (request) => auth.confirm(request.tenant, request.principal, request.params.userId, request.body),
  );

  api.post(
    '/api/auth/resend-token/:userId',
    {
      schema: {
        tags,
        summary:
          'Queue a new code: at most one a minute and five an hour; none while the last one still waits for the mail server',
        params: userIdParams,
        response: {
          200: resendCodeResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    (request) => auth.resend(request.tenant, request.principal, request.params.userId),
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    (request) => auth.login(request.tenant, request.body, request.ip),
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the token',
        response: { 204: z.null().describe('revoked'), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.tenant, request.principal);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/auth/guest',
    {
      schema: {
        tags,
        summary: 'A token for a new guest identity',
        response: { 201: tokenResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = pickLocale(request.headers['accept-language']);
      return reply.status(201).send(await auth.guest(request.tenant, request.ip, locale));
    },
  );

  api.post(
    '/api/validate',
    {
      schema: {
        tags,
        summary: 'The claims of a valid token; 401 when it is not',
        body: validateRequestSchema,
        response: { 200: tokenClaimsSchema, 401: apiErrorSchema },
      },
    },
    (request) => auth.validate(request.tenant, request.body.token),
  );

  api.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which sign-in providers the web app should offer',
        response: { 200: providersSchema },
      },
    },
    () => ({ google: googleEnabled }),
  );
}
