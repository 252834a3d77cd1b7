import fp from 'fastify-plugin';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/** Accounts and profiles; provides the accounts as `app.users` to sign-in, OIDC and stand teams. */
export const usersModule = fp(
  async (app) => {
    const users = createUsersRepository(app.database.db);
    app.decorate('users', users);
    await app.register(usersRoutes, {
      users: createUsersService({
        db: app.database.db,
        users,
        mail: app.mail,
        limiter: app.limiter,
        changes: app.changes,
      }),
    });
  },
  { name: 'users', dependencies: ['mail'] },
);
