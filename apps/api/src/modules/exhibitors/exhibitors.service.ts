import type { Exhibitor, ExhibitorListItem, Shortcuts } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { byText } from '../../lib/search.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { byQuotaRank, presentExhibitor, presentListItem, presentShortcuts } from './exhibitors.presenter.ts';
import { createExhibitorsRepository } from './exhibitors.repository.ts';

export function createExhibitorsService(db: Db) {
  const repository = createExhibitorsRepository(db);

  async function existingEvent(tenantId: number, eventId: number) {
    const event = await repository.event(tenantId, eventId);
    if (!event) throw notFound('EVENT_NOT_FOUND', eventId);
    return event;
  }

  return {
    /** Flat list sorted by quota rank, then title (three queries). */
    async list(tenantId: number, eventId: number, q?: string): Promise<ExhibitorListItem[]> {
      const event = await existingEvent(tenantId, eventId);
      const rows = (await repository.ofEvent(tenantId, eventId, q)).sort(byQuotaRank);
      const urls = await loadMediaUrls(
        db,
        rows.map((row) => row.profilePictureId),
      );
      return rows.map((row) => presentListItem(row, event, urls));
    },

    /** Category → exhibitors; categories in alphabetical order, items by quota rank then title. */
    async byCategory(tenantId: number, eventId: number, q?: string) {
      const items = await this.list(tenantId, eventId, q);
      const groups: Record<string, ExhibitorListItem[]> = {};
      for (const category of [...new Set(items.map((item) => item.category))].sort(byText)) {
        groups[category] = items.filter((item) => item.category === category);
      }
      return groups;
    },

    async categories(tenantId: number, eventId: number) {
      await existingEvent(tenantId, eventId);
      const counts = new Map<string, number>();
      for (const row of await repository.ofEvent(tenantId, eventId)) {
        counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
      }
      return [...counts.keys()]
        .sort(byText)
        .map((category) => ({ category, count: counts.get(category) ?? 0 }));
    },

    async get(tenantId: number, id: number): Promise<Exhibitor> {
      const found = await repository.byId(tenantId, id);
      if (!found) throw notFound('EXHIBITOR_NOT_FOUND', id);
      const { exhibitor, event } = found;
      const urls = await loadMediaUrls(db, [
        exhibitor.profilePictureId,
        exhibitor.coverPhotoId,
        exhibitor.coverPhotoMobileId,
      ]);
      return presentExhibitor(exhibitor, event, urls);
    },

    async eventShortcuts(tenantId: number, eventId: number): Promise<Shortcuts> {
      const event = await existingEvent(tenantId, eventId);
      const rows = await repository.ofEvent(tenantId, eventId);
      const urls = await loadMediaUrls(
        db,
        rows.map((row) => row.profilePictureId),
      );
      return presentShortcuts(rows, urls, { address: event.address, socialMedia: event.socialMedia });
    },

    /** The exhibitor's event, other stands, and the exhibitor's own address and social links. */
    async exhibitorShortcuts(tenantId: number, id: number): Promise<Shortcuts> {
      const found = await repository.byId(tenantId, id);
      if (!found) throw notFound('EXHIBITOR_NOT_FOUND', id);
      const { exhibitor, event } = found;
      const rows = await repository.ofEvent(tenantId, event.id);
      const urls = await loadMediaUrls(
        db,
        rows.map((row) => row.profilePictureId),
      );
      return presentShortcuts(rows, urls, {
        excludeId: exhibitor.id,
        address: exhibitor.address ?? event.address,
        socialMedia: exhibitor.socialMedia,
      });
    },
  };
}
export type ExhibitorsService = ReturnType<typeof createExhibitorsService>;
