import type { StandRole } from '@vitrine/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, exhibitorInvites, exhibitorMembers, exhibitors, users } from '../../db/schema.ts';

export type InviteRow = typeof exhibitorInvites.$inferSelect;

const sameEmail = (column: typeof users.email | typeof exhibitorInvites.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** A stand's team and its invitations (modules/stands). */
export const standTeamRepository = {
  /** The stand of the tenant, with its event's title. */
  async stand(db: Db, tenantId: number, exhibitorId: number) {
    const [row] = await db
      .select({
        id: exhibitors.id,
        title: exhibitors.title,
        eventId: exhibitors.eventId,
        eventTitle: events.title,
        publishWithoutReview: exhibitors.publishWithoutReview,
      })
      .from(exhibitors)
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, exhibitorId)))
      .limit(1);
    return row ?? null;
  },

  /** Who to tell about the stand: its team's ids, addresses and languages. */
  contacts(db: Db, exhibitorId: number) {
    return db
      .select({ userId: users.id, email: users.email, locale: users.locale })
      .from(exhibitorMembers)
      .innerJoin(users, eq(users.id, exhibitorMembers.userId))
      .where(eq(exhibitorMembers.exhibitorId, exhibitorId));
  },

  async roleOf(db: Db, exhibitorId: number, userId: number): Promise<StandRole | null> {
    const [row] = await db
      .select({ role: exhibitorMembers.role })
      .from(exhibitorMembers)
      .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.userId, userId)))
      .limit(1);
    return row?.role ?? null;
  },

  members(db: Db, exhibitorId: number) {
    return db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: exhibitorMembers.role,
        since: exhibitorMembers.createdAt,
      })
      .from(exhibitorMembers)
      .innerJoin(users, eq(users.id, exhibitorMembers.userId))
      .where(eq(exhibitorMembers.exhibitorId, exhibitorId))
      .orderBy(sql`${exhibitorMembers.role} = 'STAFF'`, asc(users.name));
  },

  /** Invitations neither accepted nor cancelled (expired ones too: the screen offers to resend). */
  openInvites(db: Db, exhibitorId: number) {
    return db
      .select({ invite: exhibitorInvites, invitedBy: users.name })
      .from(exhibitorInvites)
      .leftJoin(users, eq(users.id, exhibitorInvites.invitedBy))
      .where(
        and(
          eq(exhibitorInvites.exhibitorId, exhibitorId),
          isNull(exhibitorInvites.acceptedAt),
          isNull(exhibitorInvites.cancelledAt),
        ),
      )
      .orderBy(asc(exhibitorInvites.createdAt));
  },

  /** Stands the user is on, with their events. */
  standsOf(db: Db, tenantId: number, userId: number) {
    return db
      .select({
        exhibitorId: exhibitors.id,
        title: exhibitors.title,
        eventId: events.id,
        eventTitle: events.title,
        role: exhibitorMembers.role,
      })
      .from(exhibitorMembers)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorMembers.exhibitorId))
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .where(and(eq(exhibitorMembers.userId, userId), eq(exhibitorMembers.tenantId, tenantId)))
      .orderBy(asc(exhibitors.title));
  },

  /** The account of the tenant with this address, if any. */
  async userByEmail(db: Db, tenantId: number, email: string) {
    const [row] = await db
      .select({ id: users.id, role: users.role, locale: users.locale, confirmed: users.confirmed })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sameEmail(users.email, email)))
      .limit(1);
    return row ?? null;
  },

  async userById(db: Db, tenantId: number, userId: number) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        confirmed: users.confirmed,
        locale: users.locale,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .limit(1);
    return row ?? null;
  },

  /** Cancels the address's open invitation to the stand, so that a new one takes its place. */
  cancelOpen(db: Db, exhibitorId: number, email: string) {
    return db
      .update(exhibitorInvites)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(exhibitorInvites.exhibitorId, exhibitorId),
          sameEmail(exhibitorInvites.email, email),
          isNull(exhibitorInvites.acceptedAt),
          isNull(exhibitorInvites.cancelledAt),
        ),
      );
  },

  async insertInvite(db: Db, values: typeof exhibitorInvites.$inferInsert): Promise<InviteRow> {
    const [row] = await db.insert(exhibitorInvites).values(values).returning();
    return row!;
  },

  async inviteById(db: Db, exhibitorId: number, inviteId: number) {
    const [row] = await db
      .select()
      .from(exhibitorInvites)
      .where(and(eq(exhibitorInvites.exhibitorId, exhibitorId), eq(exhibitorInvites.id, inviteId)))
      .limit(1);
    return row ?? null;
  },

  /** The invitation of a token's hash, with what the accept page shows; `lock` in a transaction. */
  async inviteByHash(db: Db, tokenHash: string, options: { lock?: boolean } = {}) {
    const query = db
      .select({
        invite: exhibitorInvites,
        exhibitorTitle: exhibitors.title,
        eventTitle: events.title,
      })
      .from(exhibitorInvites)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorInvites.exhibitorId))
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .where(eq(exhibitorInvites.tokenHash, tokenHash))
      .limit(1);
    const [row] = options.lock ? await query.for('update', { of: exhibitorInvites }) : await query;
    return row ?? null;
  },

  markAccepted(db: Db, inviteId: number, userId: number) {
    return db
      .update(exhibitorInvites)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(eq(exhibitorInvites.id, inviteId));
  },

  cancel(db: Db, inviteId: number) {
    return db
      .update(exhibitorInvites)
      .set({ cancelledAt: new Date() })
      .where(eq(exhibitorInvites.id, inviteId));
  },

  /** Puts the user on the team with `role` (a member invited again takes the new role). */
  join(db: Db, values: { exhibitorId: number; userId: number; tenantId: number; role: StandRole }) {
    return db
      .insert(exhibitorMembers)
      .values(values)
      .onConflictDoUpdate({
        target: [exhibitorMembers.exhibitorId, exhibitorMembers.userId],
        set: { role: values.role },
      });
  },

  async leave(db: Db, exhibitorId: number, userId: number): Promise<boolean> {
    const removed = await db
      .delete(exhibitorMembers)
      .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.userId, userId)))
      .returning({ userId: exhibitorMembers.userId });
    return removed.length > 0;
  },
};
