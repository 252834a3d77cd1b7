import fp from 'fastify-plugin';
import { eventAdminRoutes } from './event-admin.routes.ts';
import { createEventAdminService } from './event-admin.service.ts';
import { eventShowcaseRoutes } from './event-showcase.routes.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';

/** Events: the public reads, the showcase, and the producer's event forms. */
export const eventsModule = fp(
  async (app) => {
    const events = createEventsService(createEventsRepository(app.database.db));
    await app.register(eventsRoutes, { events });
    await app.register(eventShowcaseRoutes, { db: app.database.db });
    await app.register(eventAdminRoutes, {
      eventAdmin: createEventAdminService({
        db: app.database.db,
        media: app.media,
        changes: app.changes,
        events,
        forgetTenant: () => app.tenants.forget(),
      }),
      tempDir: app.uploadsDir,
    });
  },
  { name: 'events', encapsulate: true },
);
