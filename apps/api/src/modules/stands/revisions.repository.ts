import type { RevisionStatus } from '@vitrine/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitorRevisions, exhibitors, propertyRevisions, users } from '../../db/schema.ts';

/** A stand's two kinds of proposed change: its page, or one property of its route. */
const tables = { page: exhibitorRevisions, property: propertyRevisions };
export type RevisionKind = keyof typeof tables;
export type RevisionRowOf<K extends RevisionKind> = (typeof tables)[K]['$inferSelect'];

/**
 * Drizzle's builders take one table type. The two revision tables share every column these
 * queries name (id, tenant, stand, status, decision), so one type serves both; rows are typed
 * back to their own table's on the way out.
 */
const tableOf = (kind: RevisionKind) => tables[kind] as typeof exhibitorRevisions;

/** The SQL the two kinds of revision share; every read is scoped by tenant. */
export const revisionsRepository = {
  async byId<K extends RevisionKind>(
    db: Db,
    kind: K,
    tenantId: number,
    id: number,
  ): Promise<RevisionRowOf<K> | null> {
    const table = tableOf(kind);
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
    return (row as RevisionRowOf<K> | undefined) ?? null;
  },

  /** The revision, locked for its decision. */
  async lock<K extends RevisionKind>(
    tx: Db,
    kind: K,
    tenantId: number,
    id: number,
  ): Promise<RevisionRowOf<K> | null> {
    const table = tableOf(kind);
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
      .for('update');
    return (row as RevisionRowOf<K> | undefined) ?? null;
  },

  /** The organizer's queue: pending oldest first, decided newest first; at most 200. */
  async queue<K extends RevisionKind>(
    db: Db,
    kind: K,
    tenantId: number,
    status: RevisionStatus,
  ): Promise<RevisionRowOf<K>[]> {
    const table = tableOf(kind);
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.status, status)))
      .orderBy(status === 'PENDING' ? asc(table.createdAt) : desc(table.createdAt))
      .limit(200);
    return rows as RevisionRowOf<K>[];
  },

  /** Marks REPLACED the pending revision of a stand's page, or of one property; returns it, if any. */
  async replacePending<K extends RevisionKind>(
    tx: Db,
    kind: K,
    of: K extends 'page' ? { exhibitorId: number } : { propertyId: number },
  ): Promise<RevisionRowOf<K> | null> {
    const table = tableOf(kind);
    const target =
      'propertyId' in of
        ? eq(propertyRevisions.propertyId, of.propertyId)
        : eq(table.exhibitorId, (of as { exhibitorId: number }).exhibitorId);
    const [previous] = await tx
      .update(table)
      .set({ status: 'REPLACED' })
      .where(and(target, eq(table.status, 'PENDING')))
      .returning();
    return (previous as RevisionRowOf<K> | undefined) ?? null;
  },

  /** Writes the organizer's decision, with whatever else the kind clears or sets; the row as it is now. */
  async decide<K extends RevisionKind>(
    tx: Db,
    kind: K,
    id: number,
    decision: { status: 'APPROVED' | 'REJECTED'; decidedBy: number; reason?: string },
    also: Partial<RevisionRowOf<K>> = {},
  ): Promise<RevisionRowOf<K>> {
    const table = tableOf(kind);
    const [row] = await tx
      .update(table)
      .set({ ...decision, decidedAt: new Date(), ...(also as Partial<RevisionRowOf<'page'>>) })
      .where(eq(table.id, id))
      .returning();
    return row as RevisionRowOf<K>;
  },

  /** The name of a revision's author; null when the account is gone. */
  async authorName(db: Db, userId: number | null): Promise<string | null> {
    if (!userId) return null;
    const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return author?.name ?? null;
  },

  /** The stand a revision belongs to, as a revision shows it. */
  async stand(db: Db, exhibitorId: number) {
    const [stand] = await db
      .select({ id: exhibitors.id, title: exhibitors.title, eventId: exhibitors.eventId })
      .from(exhibitors)
      .where(eq(exhibitors.id, exhibitorId));
    return stand ?? null;
  },
};
