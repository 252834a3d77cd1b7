import fp from 'fastify-plugin';
import { createMembersRepository } from './members.repository.ts';
import { membersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';

/** The tenant's people as the producer manages them. */
export const membersModule = fp(
  async (app) => {
    const { db } = app.database;
    await app.register(membersRoutes, {
      members: createMembersService({
        db,
        members: createMembersRepository(db),
        media: app.media,
        changes: app.changes,
        tokens: app.tokens,
      }),
    });
  },
  { name: 'members', encapsulate: true },
);
