import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  exhibitors,
  mediaFiles,
  properties,
  propertyImages,
  propertyRevisionImages,
  propertyRevisions,
} from '../../db/schema.ts';
import { eventExists } from '../../lib/event-exists.ts';
import type { MediaFile } from '../../media/media.service.ts';
import { deleteMediaRows, loadMedia } from '../../media/media-fields.ts';

export type PropertyValues = Omit<typeof properties.$inferInsert, 'id' | 'createdAt'>;

/** Writes of properties (routeImmobile); `t` is the caller's transaction. */
export function createPropertyAdminRepository(db: Db) {
  return {
    eventExists: (tenantId: number, eventId: number) => eventExists(db, tenantId, eventId),

    /** Whether the exhibitor belongs to this event (and so to the tenant). */
    async exhibitorOfEvent(tenantId: number, eventId: number, exhibitorId: number) {
      const [row] = await db
        .select({ id: exhibitors.id })
        .from(exhibitors)
        .where(
          and(
            eq(exhibitors.tenantId, tenantId),
            eq(exhibitors.eventId, eventId),
            eq(exhibitors.id, exhibitorId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The property row locked for a change within `t`. */
    async lock(t: Db, tenantId: number, id: number) {
      const [row] = await t
        .select()
        .from(properties)
        .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
        .for('update');
      return row ?? null;
    },

    async exists(tenantId: number, id: number) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.tenantId, tenantId), eq(properties.id, id)))
        .limit(1);
      return Boolean(row);
    },

    /** The property's images in order. */
    async images(t: Db, propertyId: number): Promise<MediaFile[]> {
      const rows = await t
        .select({ file: mediaFiles })
        .from(propertyImages)
        .innerJoin(mediaFiles, eq(mediaFiles.id, propertyImages.mediaId))
        .where(eq(propertyImages.propertyId, propertyId))
        .orderBy(asc(propertyImages.position));
      return rows.map((row) => row.file);
    },

    async insert(t: Db, values: PropertyValues) {
      const [row] = await t.insert(properties).values(values).returning({ id: properties.id });
      return row!.id;
    },

    async update(t: Db, id: number, values: PropertyValues) {
      await t.update(properties).set(values).where(eq(properties.id, id));
    },

    async delete(t: Db, id: number) {
      await t.delete(properties).where(eq(properties.id, id));
    },

    /** Replaces the image list with `files`, in that order. */
    async setImages(t: Db, propertyId: number, files: MediaFile[]) {
      await t.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
      if (files.length === 0) return;
      await t
        .insert(propertyImages)
        .values(files.map((file, position) => ({ propertyId, mediaId: file.id, position })));
    },

    /**
     * The producer removes a property: its pending revisions are REPLACED (nothing is left to change)
     * and the images they uploaded go with the property's. Returns those media, whose rows are
     * deleted here and whose files go after the commit.
     */
    async closeRevisions(t: Db, propertyId: number): Promise<MediaFile[]> {
      const pending = await t
        .update(propertyRevisions)
        .set({ status: 'REPLACED' })
        .where(and(eq(propertyRevisions.propertyId, propertyId), eq(propertyRevisions.status, 'PENDING')))
        .returning({ id: propertyRevisions.id });
      if (pending.length === 0) return [];
      const shown = await t
        .select({ mediaId: propertyImages.mediaId })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, propertyId));
      const proposed = await t
        .select({ mediaId: propertyRevisionImages.mediaId })
        .from(propertyRevisionImages)
        .where(
          inArray(
            propertyRevisionImages.revisionId,
            pending.map((row) => row.id),
          ),
        );
      const shownIds = new Set(shown.map((row) => row.mediaId));
      const own = await loadMedia(
        t,
        proposed.map((row) => row.mediaId).filter((id) => !shownIds.has(id)),
      );
      await deleteMediaRows(t, own);
      return own;
    },
  };
}
export type PropertyAdminRepository = ReturnType<typeof createPropertyAdminRepository>;
