import type { LeadFilter, LeadSource, StandRole } from '@vitrine/contract';
import { and, count, desc, eq, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { badges, events, exhibitorMembers, exhibitors, leads, properties, users } from '../../db/schema.ts';

const capturer = alias(users, 'capturer');

/** A lead as the team reads it: the visitor's contact from their account (none once withdrawn). */
const leadColumns = {
  lead: leads,
  propertyTitle: properties.title,
  capturedBy: capturer.name,
  person: { name: users.name, email: users.email, phone: users.phone },
};
export type LeadRow = {
  lead: typeof leads.$inferSelect;
  propertyTitle: string | null;
  capturedBy: string | null;
  person: { name: string; email: string; phone: string | null } | null;
};

/** The scan statement's row: the stand check, then the lead's columns as stored and its joins. */
interface ScanRow {
  stands: number;
  role: StandRole | null;
  id: number | null;
  tenant_id: number;
  exhibitor_id: number;
  user_id: number | null;
  source: LeadSource;
  property_id: number | null;
  message: string | null;
  rating: LeadRow['lead']['rating'];
  notes: string;
  tags: string[];
  captured_at: Date | string;
  captured_by: number | null;
  withdrawn_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  created: boolean | null;
  property_title: string | null;
  captured_by_name: string | null;
  person_name: string | null;
  person_email: string | null;
  person_phone: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The list's filters as SQL; `day` is a date (yyyy-MM-dd) on the event's clock. */
function filterOf(exhibitorId: number, filter: LeadFilter, timeZone: string): SQL {
  const conditions: SQL[] = [eq(leads.exhibitorId, exhibitorId)];
  if (filter.source) conditions.push(eq(leads.source, filter.source));
  if (filter.rating) conditions.push(eq(leads.rating, filter.rating));
  if (filter.tag) conditions.push(sql`${filter.tag} = any(${leads.tags})`);
  if (filter.propertyId) conditions.push(eq(leads.propertyId, filter.propertyId));
  if (filter.day) {
    const [d, m, y] = filter.day.split('/');
    conditions.push(sql`(${leads.capturedAt} at time zone ${timeZone})::date = ${`${y}-${m}-${d}`}::date`);
  }
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(users.phone, like),
        ilike(leads.message, like),
        ilike(leads.notes, like),
      )!,
    );
  }
  return and(...conditions)!;
}

export const leadsRepository = {
  /** The stand of the tenant, its event's clock and the user's role on its team (null: none), in one query. */
  async standFor(db: Db, tenantId: number, exhibitorId: number, userId: number) {
    const [row] = await db
      .select({
        id: exhibitors.id,
        title: exhibitors.title,
        eventId: exhibitors.eventId,
        timeZone: events.timeZone,
        role: exhibitorMembers.role,
      })
      .from(exhibitors)
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .leftJoin(
        exhibitorMembers,
        and(eq(exhibitorMembers.exhibitorId, exhibitors.id), eq(exhibitorMembers.userId, userId)),
      )
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.id, exhibitorId)))
      .limit(1);
    return row ?? null;
  },

  async property(db: Db, tenantId: number, propertyId: number) {
    const [row] = await db
      .select({ id: properties.id, title: properties.title, exhibitorId: properties.exhibitorId })
      .from(properties)
      .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)))
      .limit(1);
    return row ?? null;
  },

  async person(db: Db, userId: number) {
    const [row] = await db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  /**
   * The stand's lead for the visitor, made if there is none: `created` says which. An interest
   * refreshes the message and property of an existing lead; a scan changes nothing.
   */
  async upsert(
    db: Db,
    values: {
      tenantId: number;
      exhibitorId: number;
      userId: number;
      source: LeadSource;
      propertyId?: number | null;
      message?: string | null;
      capturedAt?: Date;
      capturedBy?: number | null;
    },
    refresh: boolean,
  ): Promise<{ id: number; created: boolean }> {
    const insert = db.insert(leads).values(values);
    // The unique index is partial (withdrawn leads have no user), so the conflict target says so.
    const target = [leads.exhibitorId, leads.userId];
    const query = refresh
      ? insert.onConflictDoUpdate({
          target,
          targetWhere: isNotNull(leads.userId),
          set: {
            message: sql`coalesce(excluded.message, ${leads.message})`,
            propertyId: sql`coalesce(excluded.property_id, ${leads.propertyId})`,
            updatedAt: new Date(),
          },
        })
      : insert.onConflictDoNothing({ target, where: isNotNull(leads.userId) });
    // xmax is 0 only for the row version this statement inserted.
    const [row] = await query.returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
    if (row) return { id: row.id, created: Boolean(row.created) };
    const [existing] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.exhibitorId, values.exhibitorId), eq(leads.userId, values.userId)));
    return { id: existing!.id, created: false };
  },

  /**
   * A badge scan in one statement (the scanner's hot path: one round trip, not three): whether the
   * stand exists and the caller's role on it, then — for its team only — the lead made for the
   * badge's holder, or the one the stand already had, as the team reads it. No row: no one's code
   * (or a scan of the same visitor committed meanwhile, which the caller reads again).
   */
  async scan(
    db: Db,
    values: { tenantId: number; exhibitorId: number; code: string; capturedAt: Date; capturedBy: number },
  ): Promise<{ standExists: boolean; role: StandRole | null; created: boolean; row: LeadRow | null }> {
    const { tenantId, exhibitorId, code, capturedAt, capturedBy } = values;
    const result = (await db.execute(sql`
      with stand as (
        select ${exhibitorMembers.role} as role
        from ${exhibitors}
        left join ${exhibitorMembers}
          on ${exhibitorMembers.exhibitorId} = ${exhibitors.id} and ${exhibitorMembers.userId} = ${capturedBy}
        where ${exhibitors.tenantId} = ${tenantId} and ${exhibitors.id} = ${exhibitorId}
      ),
      holder as (
        select ${badges.userId} as user_id from ${badges}
        where ${badges.tenantId} = ${tenantId} and ${badges.code} = ${code}
      ),
      added as (
        insert into ${leads} (tenant_id, exhibitor_id, user_id, source, captured_at, captured_by)
        select ${tenantId}, ${exhibitorId}, holder.user_id, 'SCAN', ${capturedAt}, ${capturedBy}
        from holder where exists (select 1 from stand where role is not null)
        on conflict (exhibitor_id, user_id) where user_id is not null do nothing
        returning *
      ),
      found as (
        select added.*, true as created from added
        union all
        select l.*, false from ${leads} l join holder on l.user_id = holder.user_id
        where l.exhibitor_id = ${exhibitorId}
          and exists (select 1 from stand where role is not null)
          and not exists (select 1 from added)
      )
      select
        (select count(*) from stand)::int as stands,
        (select role from stand limit 1) as role,
        found.*,
        p.title as property_title,
        c.name as captured_by_name,
        u.name as person_name, u.email as person_email, u.phone as person_phone
      from (select 1) as one
      left join found on true
      left join ${properties} p on p.id = found.property_id
      left join ${users} c on c.id = found.captured_by
      left join ${users} u on u.id = found.user_id`)) as unknown as { rows: ScanRow[] };
    const [first] = result.rows;
    const row: LeadRow | null =
      first?.id == null
        ? null
        : {
            lead: {
              id: first.id,
              tenantId: first.tenant_id,
              exhibitorId: first.exhibitor_id,
              userId: first.user_id,
              source: first.source,
              propertyId: first.property_id,
              message: first.message,
              rating: first.rating,
              notes: first.notes,
              tags: first.tags,
              capturedAt: new Date(first.captured_at),
              capturedBy: first.captured_by,
              withdrawnAt: first.withdrawn_at === null ? null : new Date(first.withdrawn_at),
              createdAt: new Date(first.created_at),
              updatedAt: new Date(first.updated_at),
            },
            propertyTitle: first.property_title,
            capturedBy: first.captured_by_name,
            person:
              first.person_email === null
                ? null
                : { name: first.person_name!, email: first.person_email, phone: first.person_phone },
          };
    return {
      standExists: (first?.stands ?? 0) > 0,
      role: first?.role ?? null,
      created: first?.created === true,
      row,
    };
  },

  /** The stand's lead of the badge's holder, if both exist. */
  async byCode(db: Db, tenantId: number, exhibitorId: number, code: string) {
    const [row] = await db
      .select({ id: leads.id })
      .from(leads)
      .innerJoin(badges, eq(badges.userId, leads.userId))
      .where(and(eq(badges.tenantId, tenantId), eq(badges.code, code), eq(leads.exhibitorId, exhibitorId)))
      .limit(1);
    return row?.id ?? null;
  },

  async byId(db: Db, exhibitorId: number, leadId: number): Promise<LeadRow | null> {
    const [row] = await db
      .select(leadColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.userId))
      .leftJoin(capturer, eq(capturer.id, leads.capturedBy))
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .where(and(eq(leads.exhibitorId, exhibitorId), eq(leads.id, leadId)))
      .limit(1);
    return row ?? null;
  },

  async page(db: Db, exhibitorId: number, filter: LeadFilter, timeZone: string, page: number, size: number) {
    const where = filterOf(exhibitorId, filter, timeZone);
    const [rows, [total]] = await Promise.all([
      db
        .select(leadColumns)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.userId))
        .leftJoin(capturer, eq(capturer.id, leads.capturedBy))
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .where(where)
        .orderBy(desc(leads.capturedAt), desc(leads.id))
        .limit(size)
        .offset(page * size),
      db.select({ value: count() }).from(leads).leftJoin(users, eq(users.id, leads.userId)).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** The filtered leads after `before` (newest first, by capture time then id), `size` at a time. */
  batch(
    db: Db,
    exhibitorId: number,
    filter: LeadFilter,
    timeZone: string,
    before: { capturedAt: Date; id: number } | null,
    size: number,
  ) {
    const after = before
      ? or(
          lt(leads.capturedAt, before.capturedAt),
          and(eq(leads.capturedAt, before.capturedAt), lt(leads.id, before.id)),
        )
      : undefined;
    return db
      .select(leadColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.userId))
      .leftJoin(capturer, eq(capturer.id, leads.capturedBy))
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .where(and(filterOf(exhibitorId, filter, timeZone), after))
      .orderBy(desc(leads.capturedAt), desc(leads.id))
      .limit(size);
  },

  update(
    db: Db,
    exhibitorId: number,
    leadId: number,
    values: Partial<Pick<typeof leads.$inferInsert, 'rating' | 'notes' | 'tags'>>,
  ) {
    return db
      .update(leads)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(leads.exhibitorId, exhibitorId), eq(leads.id, leadId)))
      .returning({ id: leads.id });
  },

  /** The stands holding the user's contact. */
  consents(db: Db, tenantId: number, userId: number) {
    return db
      .select({
        exhibitorId: exhibitors.id,
        title: exhibitors.title,
        eventId: exhibitors.eventId,
        source: leads.source,
        at: leads.capturedAt,
      })
      .from(leads)
      .innerJoin(exhibitors, eq(exhibitors.id, leads.exhibitorId))
      .where(and(eq(leads.tenantId, tenantId), eq(leads.userId, userId)))
      .orderBy(desc(leads.capturedAt));
  },

  /** Empties the visitor's personal data from the stand's lead; false when it held none. */
  async withdraw(db: Db, tenantId: number, userId: number, exhibitorId: number): Promise<boolean> {
    const rows = await db
      .update(leads)
      .set({ userId: null, message: null, notes: '', withdrawnAt: new Date(), updatedAt: new Date() })
      .where(and(eq(leads.tenantId, tenantId), eq(leads.userId, userId), eq(leads.exhibitorId, exhibitorId)))
      .returning({ id: leads.id });
    return rows.length > 0;
  },

  /** Leads per stand of the event (withdrawn ones counted apart), for the organizer. */
  summary(db: Db, tenantId: number, eventId: number) {
    return db
      .select({
        exhibitorId: exhibitors.id,
        title: exhibitors.title,
        leads: sql<number>`count(${leads.id})::int`,
        withdrawn: sql<number>`count(${leads.id}) filter (where ${leads.userId} is null)::int`,
      })
      .from(exhibitors)
      .leftJoin(leads, eq(leads.exhibitorId, exhibitors.id))
      .where(and(eq(exhibitors.tenantId, tenantId), eq(exhibitors.eventId, eventId)))
      .groupBy(exhibitors.id, exhibitors.title)
      .orderBy(desc(sql`count(${leads.id})`), exhibitors.title);
  },
};
