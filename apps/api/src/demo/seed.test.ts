import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { propertyStatuses } from '@vitrine/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import {
  agendaItemSpeakers,
  agendaItems,
  badges,
  events,
  exhibitorMembers,
  exhibitorRevisions,
  exhibitors,
  leads,
  mediaFiles,
  properties,
  publicationComments,
  publicationLikes,
  publications,
  speakers,
  tenants,
  users,
} from '../db/schema.ts';
import { MediaService } from '../media/media.service.ts';
import { LocalDiskStorage } from '../media/storage.ts';
import { seedDemo } from './seed.ts';

const admin = { email: 'produtor@vitrine.demo', password: 'segredo-123' };

interface Fixture {
  database: Database;
  storage: LocalDiskStorage;
  media: MediaService;
}

async function freshDatabase(folder: string): Promise<Fixture> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: folder });
  await database.migrate();
  const storage = new LocalDiskStorage(path.join(folder, 'media'));
  return { database, storage, media: new MediaService(database.db, storage) };
}

describe('seedDemo', () => {
  let folder: string;
  let fixture: Fixture;
  let result: { tenantId: number; eventId: number };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vitrine-seed-'));
    fixture = await freshDatabase(folder);
    result = await seedDemo(fixture.database.db, fixture.media, {
      tenantSlug: 'demo',
      admin,
      hashPassword: async (password) => `test:${password}`,
    });
  }, 60_000);

  afterAll(async () => {
    await fixture?.database.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('creates one tenant pointing at its featured three-day event', async () => {
    const db = fixture.database.db;
    const tenantRows = await db.select().from(tenants);
    expect(tenantRows).toHaveLength(1);
    expect(tenantRows[0]).toMatchObject({
      id: result.tenantId,
      slug: 'demo',
      defaultEventId: result.eventId,
      embedOrigins: ['*'],
    });
    const eventRows = await db.select().from(events);
    expect(eventRows).toHaveLength(1);
    const [event] = eventRows;
    expect(event).toMatchObject({
      id: result.eventId,
      featured: true,
      capacity: 5000,
      timeZone: 'America/Sao_Paulo',
    });
    const days = (Date.parse(event!.dateEnd) - Date.parse(event!.dateStart)) / 86_400_000 + 1;
    expect(days).toBe(3);
    expect(event!.coverPhotoId).not.toBeNull();
  });

  it('creates sponsors, exhibitors across every quota and properties of every status', async () => {
    const db = fixture.database.db;
    const rows = await db.select().from(exhibitors);
    expect(rows.filter((row) => row.sponsor)).toHaveLength(2);
    const others = rows.filter((row) => !row.sponsor);
    expect(others.length).toBeGreaterThanOrEqual(8);
    for (const quota of ['DIAMOND', 'GOLD', 'SILVER', 'TECH', 'CONSTRUCTOR']) {
      expect(others.some((row) => row.quota === quota)).toBe(true);
    }
    for (const row of rows) expect(row.shortDescription.length).toBeLessThanOrEqual(120);

    const propertyRows = await db.select().from(properties);
    expect(propertyRows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(propertyRows.map((row) => row.exhibitorId)).size).toBe(2);
    expect([...new Set(propertyRows.map((row) => row.status))].sort()).toEqual([...propertyStatuses].sort());
  });

  it('creates six speakers and an agenda over three days, some items with speakers', async () => {
    const db = fixture.database.db;
    expect(await db.select({ value: count() }).from(speakers)).toEqual([{ value: 6 }]);
    const items = await db.select().from(agendaItems);
    expect(new Set(items.map((item) => item.date)).size).toBe(3);
    const links = await db.select().from(agendaItemSpeakers);
    expect(links.length).toBeGreaterThan(0);
  });

  it('creates the producer, a visitor, announcements and feed posts', async () => {
    const db = fixture.database.db;
    const accounts = await db.select().from(users);
    // The producer, the demo visitor, the demo stand's OWNER and four visitors its leads came from.
    // …and the demo MODERATOR.
    expect(accounts.map((account) => account.role).sort()).toEqual([
      'ADMIN',
      'MODERATOR',
      ...Array(6).fill('USER'),
    ]);
    const producer = accounts.find((account) => account.role === 'ADMIN');
    expect(producer).toMatchObject({
      email: admin.email,
      passwordHash: `test:${admin.password}`,
      confirmed: true,
    });
    expect(accounts.every((account) => account.confirmed)).toBe(true);

    const posts = await db.select().from(publications);
    const announcements = posts.filter((post) => post.type === 'ANNOUNCEMENT');
    expect(announcements).toHaveLength(3);
    expect(announcements.every((post) => post.status === 'APPROVED' && post.authorId === producer!.id)).toBe(
      true,
    );
    const feed = posts.filter((post) => post.type === 'PUBLICATION');
    expect(feed.filter((post) => post.status === 'APPROVED').length).toBeGreaterThanOrEqual(5);
    expect(feed.filter((post) => post.status === 'ANALYSIS')).toHaveLength(1);
  });

  it('gives the feed likes and comments, with the counts the cards read', async () => {
    const db = fixture.database.db;
    const posts = await db.select().from(publications);
    const likes = await db.select().from(publicationLikes);
    const comments = await db.select().from(publicationComments);
    expect(likes.length).toBeGreaterThanOrEqual(9);
    expect(comments.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      expect(post.likeCount).toBe(likes.filter((like) => like.publicationId === post.id).length);
      expect(post.commentCount).toBe(
        comments.filter((comment) => comment.publicationId === post.id && !comment.hiddenAt).length,
      );
    }
    // 'Moderação' has a held comment (with its term) and a reported one.
    expect(comments.filter((comment) => comment.hiddenAt && comment.flaggedTerm === 'golpe')).toHaveLength(1);
    // Only on approved posts, never in the future.
    const approved = new Set(posts.filter((post) => post.status === 'APPROVED').map((post) => post.id));
    expect([...likes, ...comments].every((row) => approved.has(row.publicationId))).toBe(true);
    expect(comments.every((comment) => comment.createdAt.getTime() <= Date.now())).toBe(true);
  });

  it("gives the exhibitor account a stand with leads, a pending change that keeps the page's links, and badges", async () => {
    const db = fixture.database.db;
    const [owner] = await db.select().from(users).where(eq(users.email, 'expositor@vitrine.demo'));
    const [membership] = await db
      .select()
      .from(exhibitorMembers)
      .where(eq(exhibitorMembers.userId, owner!.id));
    expect(membership).toMatchObject({ role: 'OWNER' });
    const standLeads = await db.select().from(leads).where(eq(leads.exhibitorId, membership!.exhibitorId));
    expect(standLeads).toHaveLength(5);
    expect(standLeads.filter((lead) => lead.userId === null)).toHaveLength(1);
    const [revision] = await db.select().from(exhibitorRevisions);
    const [stand] = await db.select().from(exhibitors).where(eq(exhibitors.id, membership!.exhibitorId));
    expect(revision).toMatchObject({
      status: 'PENDING',
      exhibitorId: stand!.id,
      socialMedia: stand!.socialMedia,
    });
    expect(revision!.aboutSponsor).toBe(stand!.aboutSponsor);
    expect(await db.select({ value: count() }).from(badges)).toEqual([{ value: 5 }]);
  });

  it('stores the generated images in media storage', async () => {
    const files = await fixture.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.tenantId, result.tenantId));
    expect(files.length).toBeGreaterThanOrEqual(30);
    const file = files[0]!;
    const stored = await fixture.storage.get(`${file.key}-${file.variants.at(-1)}.webp`);
    expect(stored).not.toBeNull();
    stored?.body.destroy();
  });
});

describe('seedDemo failing midway', () => {
  it('leaves nothing in the database', { timeout: 60_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-seed-fail-'));
    const { database, media } = await freshDatabase(folder);
    try {
      const failing = seedDemo(database.db, media, {
        tenantSlug: 'demo',
        admin,
        hashPassword: async () => {
          throw new Error('hashing failed');
        },
      });
      await expect(failing).rejects.toThrow('hashing failed');
      expect(await database.db.select({ value: count() }).from(tenants)).toEqual([{ value: 0 }]);
      expect(await database.db.select({ value: count() }).from(mediaFiles)).toEqual([{ value: 0 }]);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
