import fp from 'fastify-plugin';
import { speakerAdminRoutes } from './speaker-admin.routes.ts';
import { speakersRoutes } from './speakers.routes.ts';

/** Speakers: the public reads and the producer's forms. */
export const speakersModule = fp(
  async (app) => {
    await app.register(speakersRoutes, { db: app.database.db });
    await app.register(speakerAdminRoutes, { db: app.database.db, tempDir: app.uploadsDir });
  },
  { name: 'speakers', encapsulate: true },
);
