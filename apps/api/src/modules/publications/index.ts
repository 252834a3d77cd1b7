import fp from 'fastify-plugin';
import { subscribePublicationNotices } from './publication-notices.ts';
import { publicationsRoutes } from './publications.routes.ts';
import { createPublicationsService } from './publications.service.ts';

/** The feed's posts and their notices; provides `app.publications` to moderation. */
export const publicationsModule = fp(
  async (app) => {
    subscribePublicationNotices(app.changes, app.notifications);
    const publications = createPublicationsService({
      db: app.database.db,
      media: app.media,
      limiter: app.limiter,
      uploadBytesPerHour: app.config.uploadBytesPerHour,
      changes: app.changes,
      reactions: app.reactions,
    });
    app.decorate('publications', publications);
    await app.register(publicationsRoutes, {
      publications,
      tempDir: app.uploadsDir,
      videoMaxBytes: app.config.videoMaxBytes,
    });
  },
  { name: 'publications', dependencies: ['notifications', 'reactions'] },
);
