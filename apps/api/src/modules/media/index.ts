import fp from 'fastify-plugin';
import { mediaRoutes } from './media.routes.ts';

/** Stored pictures and videos, served by key. */
export const mediaModule = fp(
  async (app) => {
    await app.register(mediaRoutes, { media: app.media });
  },
  { name: 'media', encapsulate: true },
);
