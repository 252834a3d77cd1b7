import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eventImages,
  events,
  exhibitors,
  mediaFiles,
  properties,
  propertyImages,
  publicationMedia,
  publications,
  speakers,
  tenants,
} from '../../db/schema.ts';
import type { MediaFile } from '../../media/media.service.ts';
import type { EventValues } from './event-admin.values.ts';

export type EventRow = typeof events.$inferSelect;
export type EventPictures = Pick<EventRow, 'coverPhotoId' | 'coverPhotoMobileId' | 'profilePictureId'>;

/** The SQL of the producer's event writes; every statement is scoped by tenant. */
export const eventAdminRepository = {
  /** The event, locked for the rest of the transaction (an edit or delete racing with another). */
  async lock(tx: Db, tenantId: number, id: number): Promise<EventRow | null> {
    const [row] = await tx
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
      .for('update');
    return row ?? null;
  },

  async byId(db: Db, tenantId: number, id: number): Promise<EventRow | null> {
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
      .limit(1);
    return row ?? null;
  },

  async insert(tx: Db, tenantId: number, values: EventValues & Partial<EventPictures>): Promise<number> {
    const [row] = await tx
      .insert(events)
      .values({ tenantId, ...values })
      .returning({ id: events.id });
    return row!.id;
  },

  async update(tx: Db, id: number, values: EventValues & Partial<EventPictures>): Promise<void> {
    await tx
      .update(events)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(events.id, id));
  },

  /** The gallery's media, in order. */
  async gallery(db: Db, eventId: number): Promise<MediaFile[]> {
    const rows = await db
      .select({ file: mediaFiles })
      .from(eventImages)
      .innerJoin(mediaFiles, eq(mediaFiles.id, eventImages.mediaId))
      .where(eq(eventImages.eventId, eventId))
      .orderBy(asc(eventImages.position));
    return rows.map((row) => row.file);
  },

  /** Replaces the gallery's links with these media, in this order. */
  async setGallery(tx: Db, eventId: number, files: MediaFile[]): Promise<void> {
    await tx.delete(eventImages).where(eq(eventImages.eventId, eventId));
    if (files.length === 0) return;
    await tx
      .insert(eventImages)
      .values(files.map((file, position) => ({ eventId, mediaId: file.id, position })));
  },

  /**
   * Every medium the event and what hangs under it refer to: its pictures and gallery, its
   * exhibitors', speakers' and properties' pictures, and its publications' media.
   */
  async mediaUnder(tx: Db, event: EventRow): Promise<number[]> {
    const id = event.id;
    // One after another: a transaction is one connection, which runs one query at a time.
    const gallery = await tx
      .select({ id: eventImages.mediaId })
      .from(eventImages)
      .where(eq(eventImages.eventId, id));
    const stands = await tx
      .select({
        a: exhibitors.profilePictureId,
        b: exhibitors.coverPhotoId,
        c: exhibitors.coverPhotoMobileId,
      })
      .from(exhibitors)
      .where(eq(exhibitors.eventId, id));
    const people = await tx
      .select({ id: speakers.profilePictureId })
      .from(speakers)
      .where(eq(speakers.eventId, id));
    const homes = await tx
      .select({ id: propertyImages.mediaId })
      .from(propertyImages)
      .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
      .where(eq(properties.eventId, id));
    const posts = await tx
      .select({ id: publicationMedia.mediaId })
      .from(publicationMedia)
      .innerJoin(publications, eq(publications.id, publicationMedia.publicationId))
      .where(eq(publications.eventId, id));
    const ids = [
      event.coverPhotoId,
      event.coverPhotoMobileId,
      event.profilePictureId,
      ...gallery.map((row) => row.id),
      ...stands.flatMap((row) => [row.a, row.b, row.c]),
      ...people.map((row) => row.id),
      ...homes.map((row) => row.id),
      ...posts.map((row) => row.id),
    ];
    return [...new Set(ids.filter((value): value is number => value !== null))];
  },

  /** Deletes the event (the rows under it cascade) and unsets it as the tenant's default. */
  async remove(tx: Db, tenantId: number, id: number): Promise<void> {
    await tx.delete(events).where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
    await tx
      .update(tenants)
      .set({ defaultEventId: null })
      .where(and(eq(tenants.id, tenantId), eq(tenants.defaultEventId, id)));
  },

  /** A new event becomes the tenant's default when it has none (the first, or after a delete). */
  async adoptAsDefault(tx: Db, tenantId: number, id: number): Promise<boolean> {
    const rows = await tx
      .update(tenants)
      .set({ defaultEventId: id })
      .where(and(eq(tenants.id, tenantId), sql`${tenants.defaultEventId} is null`))
      .returning({ id: tenants.id });
    return rows.length > 0;
  },

  /** The media rows with these ids, in one query. */
  async media(db: Db, ids: number[]): Promise<MediaFile[]> {
    if (ids.length === 0) return [];
    return db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
  },
};
