import fp from 'fastify-plugin';
import { agendaRoutes } from './agenda.routes.ts';
import { agendaAdminRoutes } from './agenda-admin.routes.ts';

/** The agenda: the public reads and the producer's forms. */
export const agendaModule = fp(
  async (app) => {
    await app.register(agendaRoutes, { db: app.database.db });
    await app.register(agendaAdminRoutes, { db: app.database.db, changes: app.changes });
  },
  { name: 'agenda', encapsulate: true },
);
