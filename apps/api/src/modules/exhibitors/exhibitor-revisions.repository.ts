import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitorRevisions, exhibitors } from '../../db/schema.ts';

export type ExhibitorRevisionRow = typeof exhibitorRevisions.$inferSelect;
type PageValues = Partial<
  Pick<
    ExhibitorRevisionRow,
    | 'description'
    | 'shortDescription'
    | 'aboutSponsor'
    | 'socialMedia'
    | 'profilePictureId'
    | 'coverPhotoId'
    | 'coverPhotoMobileId'
  >
>;

/** The SQL of a stand page's revisions that the property revisions do not share (stands/revisions.repository.ts). */
export const exhibitorRevisionsRepository = {
  /** Writes page fields and pictures on the stand itself. */
  async setPage(tx: Db, exhibitorId: number, values: PageValues): Promise<void> {
    await tx.update(exhibitors).set(values).where(eq(exhibitors.id, exhibitorId));
  },

  async insert(
    tx: Db,
    values: PageValues &
      Pick<
        ExhibitorRevisionRow,
        'tenantId' | 'exhibitorId' | 'description' | 'shortDescription' | 'authorId'
      >,
  ): Promise<ExhibitorRevisionRow> {
    const [row] = await tx.insert(exhibitorRevisions).values(values).returning();
    return row!;
  },

  /** The revision lets go of its pictures (another revision or the stand took them over). */
  async clearPictures(tx: Db, revisionId: number): Promise<void> {
    await tx
      .update(exhibitorRevisions)
      .set({ profilePictureId: null, coverPhotoId: null, coverPhotoMobileId: null })
      .where(eq(exhibitorRevisions.id, revisionId));
  },

  /** The stand's newest revision, whatever its status. */
  async latest(db: Db, exhibitorId: number): Promise<ExhibitorRevisionRow | null> {
    const [row] = await db
      .select()
      .from(exhibitorRevisions)
      .where(eq(exhibitorRevisions.exhibitorId, exhibitorId))
      .orderBy(desc(exhibitorRevisions.createdAt), desc(exhibitorRevisions.id))
      .limit(1);
    return row ?? null;
  },

  /** 'Publicar sem revisão' on or off; false when the tenant has no such stand. */
  async setReview(
    db: Db,
    tenantId: number,
    exhibitorId: number,
    publishWithoutReview: boolean,
  ): Promise<boolean> {
    const rows = await db
      .update(exhibitors)
      .set({ publishWithoutReview })
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, exhibitorId)))
      .returning({ id: exhibitors.id });
    return rows.length > 0;
  },
};
