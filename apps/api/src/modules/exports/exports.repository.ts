import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agendaItemSpeakers,
  agendaItems,
  events,
  exhibitors,
  participations,
  speakers,
  users,
} from '../../db/schema.ts';
import { textSearch } from '../../lib/search.ts';

/**
 * A keyset position among people: the last row's instant as PostgreSQL's own text (microseconds
 * kept: a JS Date would round them and skip or repeat rows) and its id.
 */
export interface PersonCursor {
  at: string;
  id: number;
}
/** A keyset position in the schedule: the last item's day, times and id. */
export interface AgendaCursor {
  date: string;
  timeStart: string;
  timeEnd: string;
  id: number;
}

const person = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** The export's reads, a page at a time, in the order of the list each kind mirrors. */
export function createExportsRepository(db: Db) {
  return {
    async event(tenantId: number, eventId: number) {
      const [row] = await db
        .select({ id: events.id, timeZone: events.timeZone })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** `GET user?eventId`: the event's participants (not guests), latest to join first. */
    participants(tenantId: number, eventId: number, after: PersonCursor | null, limit: number) {
      const cursor = sql<string>`${participations.createdAt}::text`;
      return db
        .select({ ...person, participatingSince: participations.createdAt, cursor })
        .from(users)
        .innerJoin(participations, eq(participations.userId, users.id))
        .where(
          and(
            eq(users.tenantId, tenantId),
            ne(users.role, 'GUEST'),
            eq(participations.eventId, eventId),
            after
              ? sql`(${participations.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(participations.createdAt), desc(users.id))
        .limit(limit);
    },

    /** `GET user`: the tenant's subscribers (not guests), newest first. */
    subscribers(tenantId: number, after: PersonCursor | null, limit: number) {
      const cursor = sql<string>`${users.createdAt}::text`;
      return db
        .select({ ...person, cursor })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            ne(users.role, 'GUEST'),
            after
              ? sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    /** `GET agenda/event/{id}`: every item (cancelled ones too, flagged) in schedule order. */
    agenda(tenantId: number, eventId: number, after: AgendaCursor | null, limit: number) {
      const position: SQL | undefined = after
        ? sql`(${agendaItems.date}, ${agendaItems.timeStart}, ${agendaItems.timeEnd}, ${agendaItems.id}) >
            (${after.date}::date, ${after.timeStart}::time, ${after.timeEnd}::time, ${after.id})`
        : undefined;
      return db
        .select()
        .from(agendaItems)
        .where(and(eq(agendaItems.tenantId, tenantId), eq(agendaItems.eventId, eventId), position))
        .orderBy(
          asc(agendaItems.date),
          asc(agendaItems.timeStart),
          asc(agendaItems.timeEnd),
          asc(agendaItems.id),
        )
        .limit(limit);
    },

    /** The speakers' names of these items, each item's in billing order. */
    agendaSpeakers(itemIds: number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({ agendaItemId: agendaItemSpeakers.agendaItemId, name: speakers.name })
        .from(agendaItemSpeakers)
        .innerJoin(speakers, eq(speakers.id, agendaItemSpeakers.speakerId))
        .where(inArray(agendaItemSpeakers.agendaItemId, itemIds))
        .orderBy(asc(agendaItemSpeakers.agendaItemId), asc(agendaItemSpeakers.position), asc(speakers.id));
    },

    /**
     * What the exhibitor list sorts by, for every match of `q`: the order is the list's collation
     * (done in JS), so the ids are sorted first and the rows then read a page of ids at a time.
     */
    exhibitorKeys(tenantId: number, eventId: number, q: string | undefined) {
      return db
        .select({
          id: exhibitors.id,
          title: exhibitors.title,
          category: exhibitors.category,
          quota: exhibitors.quota,
        })
        .from(exhibitors)
        .where(
          and(
            eq(exhibitors.tenantId, tenantId),
            eq(exhibitors.eventId, eventId),
            textSearch(q, [exhibitors.title, exhibitors.category]),
          ),
        );
    },

    exhibitorsById(tenantId: number, ids: number[]) {
      return db
        .select()
        .from(exhibitors)
        .where(and(eq(exhibitors.tenantId, tenantId), inArray(exhibitors.id, ids)));
    },

    /** As `exhibitorKeys`, for the speaker list (sorted by name). */
    speakerKeys(tenantId: number, eventId: number, q: string | undefined) {
      return db
        .select({ id: speakers.id, name: speakers.name })
        .from(speakers)
        .where(
          and(
            eq(speakers.tenantId, tenantId),
            eq(speakers.eventId, eventId),
            textSearch(q, [speakers.name, speakers.company]),
          ),
        );
    },

    speakersById(tenantId: number, ids: number[]) {
      return db
        .select()
        .from(speakers)
        .where(and(eq(speakers.tenantId, tenantId), inArray(speakers.id, ids)));
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
