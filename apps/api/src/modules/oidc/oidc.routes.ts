import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type OidcDeps, OidcFailure, OidcService } from './oidc.service.ts';
import { CALLBACK_PATH } from './oidc-state.ts';

const startQuery = z.looseObject({
  tenant: z.string().optional().describe('Tenant slug, when the X-Tenant header cannot be sent'),
});

const callbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** Browser navigations, so failures are redirects to the sign-in page, never JSON or a 500. */
export async function oidcRoutes(app: FastifyInstance, options: Omit<OidcDeps, 'tenants'>): Promise<void> {
  const { config } = options;
  const oidc = new OidcService({ ...options, tenants: app.tenants });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/oauth2/authorization/google',
    {
      config: { tenant: 'navigation' },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with Google: redirects to the provider',
        querystring: startQuery,
      },
    },
    async (request, reply) => {
      // The browser is on our origin here, so a path is enough.
      const failed = '/auth/login?error=OAUTH_FAILED';
      if (!oidc.enabled) return reply.redirect(failed);
      try {
        const { location, cookie } = await oidc.start(request.tenant.slug);
        return reply.header('set-cookie', cookie).redirect(location);
      } catch (error) {
        logFailure(request.log, error);
        return reply.redirect(failed);
      }
    },
  );

  api.get(
    CALLBACK_PATH,
    {
      // The tenant travels in the signed cookie, not in the provider's redirect.
      config: { tenant: 'none' },
      // The provider's query is read by openid-client; a malformed one must still end in a redirect.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Google redirects back here; redirects to the web app with a token',
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      // A flow state is good for one callback, whatever its outcome.
      reply.header('set-cookie', oidc.clearCookie());
      try {
        const currentUrl = new URL(`${config.publicUrl}${request.url}`);
        return reply.redirect(await oidc.finish(request.headers.cookie, currentUrl));
      } catch (error) {
        logFailure(request.log, error);
        return reply.redirect(`${config.publicUrl}/auth/login?error=OAUTH_FAILED`);
      }
    },
  );
}

function logFailure(log: FastifyBaseLogger, error: unknown) {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // An expected failure needs only its reason; anything else keeps its stack for the log.
  log.warn(error instanceof OidcFailure ? { reason } : { reason, err: error }, 'oidc sign-in failed');
}
