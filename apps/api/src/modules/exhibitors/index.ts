import fp from 'fastify-plugin';
import { exhibitorAdminRoutes } from './exhibitor-admin.routes.ts';
import { createExhibitorAdminService } from './exhibitor-admin.service.ts';
import { exhibitorRevisionRoutes } from './exhibitor-revisions.routes.ts';
import { createExhibitorRevisionsService } from './exhibitor-revisions.service.ts';
import { exhibitorsRoutes } from './exhibitors.routes.ts';
import { createExhibitorsService } from './exhibitors.service.ts';

/** Exhibitors: the public reads, the producer's forms, and the stands' page revisions. */
export const exhibitorsModule = fp(
  async (app) => {
    const { db } = app.database;
    const revisions = createExhibitorRevisionsService({ db, media: app.media, changes: app.changes });
    await app.register(exhibitorsRoutes, { db });
    await app.register(exhibitorAdminRoutes, {
      exhibitorAdmin: createExhibitorAdminService({
        db,
        media: app.media,
        changes: app.changes,
        exhibitors: createExhibitorsService(db),
      }),
      revisions,
      tempDir: app.uploadsDir,
    });
    await app.register(exhibitorRevisionRoutes, { revisions });
  },
  { name: 'exhibitors', encapsulate: true },
);
