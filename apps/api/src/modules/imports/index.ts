import fp from 'fastify-plugin';
import { importsRoutes } from './imports.routes.ts';

/** The producer's spreadsheet imports of agenda, exhibitors, speakers and properties. */
export const importsModule = fp(
  async (app) => {
    await app.register(importsRoutes, { db: app.database.db, changes: app.changes, tempDir: app.uploadsDir });
  },
  { name: 'imports', encapsulate: true },
);
