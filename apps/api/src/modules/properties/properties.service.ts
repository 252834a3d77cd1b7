import type { Property } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { byText } from '../../lib/search.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { presentProperty } from './properties.presenter.ts';
import { createPropertiesRepository, type PropertyRow } from './properties.repository.ts';

export function createPropertiesService(db: Db) {
  const repository = createPropertiesRepository(db);

  /** Each property presented with its images in order (two queries for any number). */
  async function present(rows: PropertyRow[]): Promise<Map<number, Property>> {
    const images = await repository.images(rows.map((row) => row.id));
    const urls = await loadMediaUrls(
      db,
      images.map((image) => image.mediaId),
    );
    const presented = new Map<number, Property>();
    for (const row of rows) {
      const own = images
        .filter((image) => image.propertyId === row.id)
        .map((image) => urls.get(image.mediaId))
        .filter((url): url is string => url !== undefined);
      presented.set(row.id, presentProperty(row, own));
    }
    return presented;
  }

  return {
    /** Group (owning exhibitor's title) → properties; groups and properties sorted by title. */
    async byGroup(tenantId: number, eventId: number, q?: string): Promise<Record<string, Property[]>> {
      if (!(await repository.eventExists(tenantId, eventId))) throw notFound('EVENT_NOT_FOUND', eventId);
      const rows = (await repository.ofEvent(tenantId, eventId, q)).sort(
        (a, b) =>
          byText(a.group, b.group) ||
          byText(a.property.title, b.property.title) ||
          a.property.id - b.property.id,
      );
      const presented = await present(rows.map((row) => row.property));
      const groups: Record<string, Property[]> = {};
      for (const { property, group } of rows) {
        groups[group] ??= [];
        const item = presented.get(property.id);
        if (item) groups[group].push(item);
      }
      return groups;
    },

    async get(tenantId: number, id: number): Promise<Property> {
      const row = await repository.byId(tenantId, id);
      if (!row) throw notFound('IMMOBILE_NOT_FOUND', id);
      const presented = await present([row.property]);
      return presented.get(id) as Property;
    },
  };
}
