import type { Db } from './db/client.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createExhibitorsService } from './modules/exhibitors/exhibitors.service.ts';
import { createPropertiesService } from './modules/properties/properties.service.ts';
import { createSpeakersService } from './modules/speakers/speakers.service.ts';
import type { SharedPageReads } from './plugins/web.ts';

/** What the server-rendered shareable pages read (plugins/web.ts), from the modules that own it. */
export function sharedPageReads(db: Db): SharedPageReads {
  const events = createEventsService(createEventsRepository(db));
  const speakers = createSpeakersService(db);
  const properties = createPropertiesService(db);
  const exhibitors = createExhibitorsService(db);
  return {
    event: (tenantId, id) => events.get(tenantId, id),
    speaker: (tenantId, id) => speakers.get(tenantId, id),
    property: (tenantId, id) => properties.get(tenantId, id),
    exhibitor: (tenantId, id) => exhibitors.get(tenantId, id),
  };
}
