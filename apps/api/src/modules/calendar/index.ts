import fp from 'fastify-plugin';
import { calendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

/** A visitor's starred sessions as a calendar feed. */
export const calendarModule = fp(
  async (app) => {
    const calendar = createCalendarService({
      db: app.database.db,
      secret: app.secret,
      publicUrl: app.config.publicUrl,
      bus: app.bus,
    });
    app.addHook('onClose', async () => calendar.close());
    await app.register(calendarRoutes, { calendar });
  },
  { name: 'calendar', encapsulate: true },
);
