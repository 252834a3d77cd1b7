import fp from 'fastify-plugin';
import { participationRoutes } from './participation.routes.ts';
import { createParticipationService } from './participation.service.ts';

/** A visitor's participation in an event. */
export const participationModule = fp(
  async (app) => {
    await app.register(participationRoutes, {
      participation: createParticipationService(app.database.db, app.changes),
    });
  },
  { name: 'participation', encapsulate: true },
);
