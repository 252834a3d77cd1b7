import { and, asc, desc, eq, gt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  exhibitorMembers,
  exhibitors,
  properties,
  propertyRevisionImages,
  propertyRevisions,
} from '../../db/schema.ts';
import type { MediaFile } from '../../media/media.service.ts';

export type PropertyRevisionRow = typeof propertyRevisions.$inferSelect;
export type { ProposedProperty } from '../../db/schema.ts';

/** The SQL of the property revisions that the page revisions do not share (stands/revisions.repository.ts). */
export const propertyRevisionsRepository = {
  /** The media ids of the revision's proposed gallery, in order. */
  async galleryIds(db: Db, revisionId: number): Promise<number[]> {
    const rows = await db
      .select({ mediaId: propertyRevisionImages.mediaId })
      .from(propertyRevisionImages)
      .where(eq(propertyRevisionImages.revisionId, revisionId))
      .orderBy(asc(propertyRevisionImages.position));
    return rows.map((row) => row.mediaId);
  },

  async setGallery(tx: Db, revisionId: number, images: MediaFile[]): Promise<void> {
    if (images.length === 0) return;
    await tx
      .insert(propertyRevisionImages)
      .values(images.map((file, position) => ({ revisionId, mediaId: file.id, position })));
  },

  async clearGallery(tx: Db, revisionId: number): Promise<void> {
    await tx.delete(propertyRevisionImages).where(eq(propertyRevisionImages.revisionId, revisionId));
  },

  async insert(
    tx: Db,
    values: Omit<typeof propertyRevisions.$inferInsert, 'id' | 'status' | 'createdAt'>,
  ): Promise<PropertyRevisionRow> {
    const [created] = await tx.insert(propertyRevisions).values(values).returning();
    return created!;
  },

  /** The property a revision is about, as it is now. */
  async property(db: Db, propertyId: number) {
    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    return property ?? null;
  },

  /** The property's id and stand in the tenant, or null. */
  async propertyStand(db: Db, tenantId: number, propertyId: number) {
    const [property] = await db
      .select({ id: properties.id, exhibitorId: properties.exhibitorId })
      .from(properties)
      .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)));
    return property ?? null;
  },

  /** Whether the user is the OWNER of any stand of the tenant. */
  async ownsAStand(db: Db, tenantId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: exhibitors.id })
      .from(exhibitorMembers)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorMembers.exhibitorId))
      .where(
        and(
          eq(exhibitors.tenantId, tenantId),
          eq(exhibitorMembers.userId, userId),
          eq(exhibitorMembers.role, 'OWNER'),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** The stand's pending revisions and those decided after `since`, newest first; at most 100. */
  ofStand(db: Db, exhibitorId: number, since: Date): Promise<PropertyRevisionRow[]> {
    return db
      .select()
      .from(propertyRevisions)
      .where(
        and(
          eq(propertyRevisions.exhibitorId, exhibitorId),
          ne(propertyRevisions.status, 'REPLACED'),
          or(eq(propertyRevisions.status, 'PENDING'), gt(propertyRevisions.decidedAt, since)),
        ),
      )
      .orderBy(desc(propertyRevisions.createdAt), desc(propertyRevisions.id))
      .limit(100);
  },
};
