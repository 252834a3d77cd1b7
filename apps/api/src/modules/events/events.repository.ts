import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventImages, events, exhibitors, mediaFiles } from '../../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type MediaRow = typeof mediaFiles.$inferSelect;

export const eventSortColumns = {
  dateStart: events.dateStart,
  title: events.title,
  id: events.id,
  createdAt: events.createdAt,
} as const;
export type EventSort = { field: keyof typeof eventSortColumns; direction: 'asc' | 'desc' };

export function createEventsRepository(db: Db) {
  return {
    async page(tenantId: number, page: number, size: number, sort: EventSort) {
      const order = sort.direction === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(eq(events.tenantId, tenantId))
          .orderBy(order(eventSortColumns[sort.field]), asc(events.id))
          .limit(size)
          .offset(page * size),
        db.select({ value: count() }).from(events).where(eq(events.tenantId, tenantId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async byId(tenantId: number, id: number) {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Gallery images, sponsors and every referenced media file of these events, in three queries. */
    async related(eventRows: EventRow[]) {
      const ids = eventRows.map((row) => row.id);
      if (ids.length === 0) return { gallery: [], sponsors: [], media: new Map<number, MediaRow>() };
      const [gallery, sponsors] = await Promise.all([
        db
          .select()
          .from(eventImages)
          .where(inArray(eventImages.eventId, ids))
          .orderBy(asc(eventImages.position)),
        db
          .select({
            id: exhibitors.id,
            eventId: exhibitors.eventId,
            name: exhibitors.title,
            profilePictureId: exhibitors.profilePictureId,
          })
          .from(exhibitors)
          .where(and(inArray(exhibitors.eventId, ids), eq(exhibitors.sponsor, true)))
          .orderBy(asc(exhibitors.id)),
      ]);
      const mediaIds = new Set<number>();
      for (const row of eventRows) {
        for (const ref of [row.coverPhotoId, row.coverPhotoMobileId, row.profilePictureId]) {
          if (ref) mediaIds.add(ref);
        }
      }
      for (const image of gallery) mediaIds.add(image.mediaId);
      for (const sponsor of sponsors) if (sponsor.profilePictureId) mediaIds.add(sponsor.profilePictureId);
      const media = new Map<number, MediaRow>();
      if (mediaIds.size > 0) {
        const files = await db
          .select()
          .from(mediaFiles)
          .where(inArray(mediaFiles.id, [...mediaIds]));
        for (const file of files) media.set(file.id, file);
      }
      return { gallery, sponsors, media };
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
