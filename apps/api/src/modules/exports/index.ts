import fp from 'fastify-plugin';
import { exportsRoutes } from './exports.routes.ts';

/** The producer's spreadsheets of the event's data. */
export const exportsModule = fp(
  async (app) => {
    await app.register(exportsRoutes, { db: app.database.db });
  },
  { name: 'exports', encapsulate: true },
);
