import fp from 'fastify-plugin';
import { favoritesRoutes } from './favorites.routes.ts';
import { createFavoritesService } from './favorites.service.ts';

/** A visitor's stars on sessions, exhibitors, speakers and properties. */
export const favoritesModule = fp(
  async (app) => {
    await app.register(favoritesRoutes, {
      favorites: createFavoritesService(app.database.db, app.changes),
    });
  },
  { name: 'favorites', encapsulate: true },
);
