import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, exhibitors, properties, propertyImages } from '../../db/schema.ts';
import { eventExists } from '../../lib/event-exists.ts';

export type ExhibitorRow = typeof exhibitors.$inferSelect;
export type ExhibitorPictures = Pick<
  ExhibitorRow,
  'profilePictureId' | 'coverPhotoId' | 'coverPhotoMobileId'
>;
/** The exhibitor columns a create or edit writes (pictures apart). */
export type ExhibitorValues = Omit<
  ExhibitorRow,
  'id' | 'tenantId' | 'createdAt' | 'publishWithoutReview' | keyof ExhibitorPictures
>;

/** The SQL of the producer's exhibitor writes; every statement is scoped by tenant. */
export const exhibitorAdminRepository = {
  eventExists,

  async byId(db: Db, tenantId: number, id: number): Promise<ExhibitorRow | null> {
    const [row] = await db
      .select()
      .from(exhibitors)
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, id)))
      .limit(1);
    return row ?? null;
  },

  /** The exhibitor, locked for the rest of the transaction. */
  async lock(tx: Db, tenantId: number, id: number): Promise<ExhibitorRow | null> {
    const [row] = await tx
      .select()
      .from(exhibitors)
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The event, share-locked: it cannot be deleted before this transaction commits. */
  async lockEvent(tx: Db, tenantId: number, eventId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
      .for('share');
    return Boolean(row);
  },

  /** Many exhibitors in one statement; their ids in the order given. */
  async insertMany(
    tx: Db,
    tenantId: number,
    rows: Omit<typeof exhibitors.$inferInsert, 'tenantId'>[],
  ): Promise<number[]> {
    const ids = await tx
      .insert(exhibitors)
      .values(rows.map((values) => ({ tenantId, ...values })))
      .returning({ id: exhibitors.id });
    return ids.map((row) => row.id);
  },

  async insert(
    tx: Db,
    tenantId: number,
    values: ExhibitorValues & Partial<ExhibitorPictures>,
  ): Promise<number> {
    const [row] = await tx
      .insert(exhibitors)
      .values({ tenantId, ...values })
      .returning({ id: exhibitors.id });
    return row!.id;
  },

  /** Updates the row; a move to another event takes the exhibitor's properties along. */
  async update(tx: Db, current: ExhibitorRow, values: ExhibitorValues & Partial<ExhibitorPictures>) {
    await tx.update(exhibitors).set(values).where(eq(exhibitors.id, current.id));
    if (values.eventId !== current.eventId) {
      await tx
        .update(properties)
        .set({ eventId: values.eventId })
        .where(eq(properties.exhibitorId, current.id));
    }
  },

  /** The media of the exhibitor's properties (they cascade with it). */
  async propertyMedia(tx: Db, exhibitorId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: propertyImages.mediaId })
      .from(propertyImages)
      .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
      .where(eq(properties.exhibitorId, exhibitorId));
    return rows.map((row) => row.id);
  },

  async remove(tx: Db, tenantId: number, id: number): Promise<void> {
    await tx.delete(exhibitors).where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, id)));
  },
};
