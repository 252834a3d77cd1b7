import fp from 'fastify-plugin';
import { propertiesRoutes } from './properties.routes.ts';
import { propertyAdminRoutes, propertyRevisionRoutes } from './property-admin.routes.ts';
import { createPropertyRevisionsService } from './property-revisions.service.ts';

/** Properties: the public reads, the producer's forms, and the stands' proposed changes. */
export const propertiesModule = fp(
  async (app) => {
    const { db } = app.database;
    const revisions = createPropertyRevisionsService({ db, media: app.media, changes: app.changes });
    await app.register(propertiesRoutes, { db });
    await app.register(propertyAdminRoutes, { db, media: app.media, revisions, tempDir: app.uploadsDir });
    await app.register(propertyRevisionRoutes, { revisions });
  },
  { name: 'properties', encapsulate: true },
);
