import fp from 'fastify-plugin';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';

/**
 * The verification codes, as `app.authCodes`: outgoing mail asks whether a code is still open
 * before sending it, and sign-in sends mail, so the codes come before `mail` and the routes after.
 */
export const authCodesProvider = fp(
  async (app) => {
    app.decorate('authCodes', createAuthRepository(app.database.db));
  },
  { name: 'auth-codes' },
);

/** Sign-in by code or password, sessions, guests. */
export const authModule = fp(
  async (app) => {
    await app.register(authRoutes, {
      auth: createAuthService({
        db: app.database.db,
        users: app.users,
        codes: app.authCodes,
        tokens: app.tokens,
        mail: app.mail,
        limiter: app.limiter,
        codeSecret: app.secret,
        log: app.log,
        changes: app.changes,
      }),
      googleEnabled: Boolean(app.config.oidcGoogle.clientId),
    });
  },
  { name: 'auth', dependencies: ['auth-codes', 'mail', 'users'], encapsulate: true },
);
