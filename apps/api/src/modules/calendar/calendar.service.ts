import { createHash, createHmac } from 'node:crypto';
import type { CalendarFeed } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { AccountLookups } from '../../lib/account-lookups.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Bus } from '../../realtime/bus.ts';
import { calendarEntry, eventLocation, speakersByItem } from '../agenda/agenda.presenter.ts';
import { createAgendaRepository } from '../agenda/agenda.repository.ts';
import { buildCalendar } from '../agenda/ics.ts';
import { type CalendarRepository, createCalendarRepository } from './calendar.repository.ts';

/** 32 bytes in base64url. */
const keyPattern = /^[A-Za-z0-9_-]{43}$/;

export type FeedOwner = NonNullable<Awaited<ReturnType<CalendarRepository['ownerOf']>>>;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The personal calendar feed. Its key is the credential, so the database keeps only
 * its sha256. The key itself is 32 bytes of HMAC of the server secret over the user and the key's
 * creation instant: `GET calendar/key` can show the same address again without storing it, and a
 * rotation (a new instant) makes a new one. If the server secret changes, the next `GET` issues a
 * new key (the stored hash no longer matches) — the same as a rotation.
 */
export function createCalendarService({
  db,
  secret,
  publicUrl,
  bus,
}: {
  db: Db;
  secret: Uint8Array;
  publicUrl: string;
  bus: Bus;
}) {
  const repository = createCalendarRepository(db);
  // Calendar apps poll, several devices of one person at once: the key's owner is looked up once a
  // few seconds. A rotation drops it on every node, so the old address answers 404 at once.
  const owners = new AccountLookups<FeedOwner | null>(bus, {
    ttlMs: 5_000,
    max: 10_000,
    keep: (owner) => owner !== null,
  });
  const agenda = createAgendaRepository(db);

  const deriveKey = (userId: number, createdAt: Date) =>
    createHmac('sha256', secret)
      .update(`calendar-feed:${userId}:${createdAt.toISOString()}`)
      .digest('base64url');

  const feedOf = (key: string): CalendarFeed => {
    const url = `${publicUrl}/api/calendar/${key}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };

  /** A new key for the user, its instant strictly after the old one's so that it differs. */
  async function rotate(userId: number, previous: Date | null): Promise<CalendarFeed> {
    const now = new Date();
    const createdAt = previous && previous >= now ? new Date(previous.getTime() + 1) : now;
    const key = deriveKey(userId, createdAt);
    await repository.replace(userId, hashKey(key), createdAt);
    owners.forget(userId);
    return feedOf(key);
  }

  return {
    /** The caller's feed address, made on the first call. */
    async feed(tenantId: number, userId: number): Promise<CalendarFeed> {
      let row = await repository.keyOf(userId);
      if (!row) {
        const createdAt = new Date();
        await repository.insert({
          userId,
          tenantId,
          keyHash: hashKey(deriveKey(userId, createdAt)),
          createdAt,
        });
        row = (await repository.keyOf(userId))!;
      }
      const key = deriveKey(userId, row.createdAt);
      if (hashKey(key) !== row.keyHash) return rotate(userId, row.createdAt);
      return feedOf(key);
    },

    async rotate(tenantId: number, userId: number): Promise<CalendarFeed> {
      const row = await repository.keyOf(userId);
      if (!row) return this.feed(tenantId, userId);
      return rotate(userId, row.createdAt);
    },

    /** Whose feed `key` is: their user and tenant (name included); an unknown key is a 404. */
    async ownerOf(key: string): Promise<FeedOwner> {
      if (!keyPattern.test(key)) throw notFound('CONTENT_NOT_FOUND');
      const keyHash = hashKey(key);
      const owner = await owners.get(
        keyHash,
        async () => {
          const found = await repository.ownerOf(keyHash);
          return found && { userId: found.userId, value: found };
        },
        null,
      );
      if (!owner) throw notFound('CONTENT_NOT_FOUND');
      return owner;
    },

    close() {
      owners.close();
    },

    /** The RFC 5545 text of the owner's starred sessions. */
    async calendar(owner: FeedOwner, now = new Date()): Promise<string> {
      const rows = await repository.starredSessions(owner.tenantId, owner.userId);
      // Pictures are of no use in a calendar: no media URLs to load.
      const speakers = speakersByItem(await agenda.speakersOf(rows.map((row) => row.item.id)), new Map());
      return buildCalendar({
        name: `${owner.tenantName} · Minha agenda`,
        timeZone: rows[0]?.event.timeZone ?? 'America/Sao_Paulo',
        now,
        // A starred session's change should reach the phone within the hour.
        refreshInterval: 'PT1H',
        entries: rows.map(({ item, event }) => ({
          ...calendarEntry(item, speakers.get(item.id) ?? [], eventLocation(event.local, event.address)),
          timeZone: event.timeZone,
        })),
      });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
