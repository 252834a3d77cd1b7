import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, demoTenant, type TestDatabase } from '../../test/helpers.ts';
import { makeTempDir } from '../../test/template.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateLimitWindows } from '../db/schema.ts';
import { LocalDiskStorage } from '../media/storage.ts';
import { DatabaseRateLimiter } from './database-rate-limiter.ts';

let shared: TestDatabase;
let limiter: DatabaseRateLimiter;
const log = pino({ level: 'silent' });
const minute = 60_000;

beforeAll(async () => {
  shared = await createTestDatabase();
  limiter = new DatabaseRateLimiter(shared.database.db, log);
});
afterAll(async () => {
  await limiter?.close();
  await shared?.dispose();
});

/** Moves a window's end into the past, as if its time had run out. */
const expire = (key: string) =>
  shared.database.db
    .update(rateLimitWindows)
    .set({ resetAt: new Date(Date.now() - 1_000) })
    .where(eq(rateLimitWindows.key, key));

describe('DatabaseRateLimiter', () => {
  it('counts hits in a fixed window and says how long until it resets', async () => {
    const results = [];
    for (let hit = 0; hit < 4; hit++) results.push(await limiter.hit('fixed', 3, 10 * minute));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    for (const { retryAfter } of results) {
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect(await limiter.peek('fixed')).toMatchObject({ count: 4 });
    expect(await limiter.peek('never-hit')).toEqual({ count: 0, allowed: true, retryAfter: 0 });
  });

  it('starts a new window once the last has ended, and sweeps ended ones', async () => {
    for (let hit = 0; hit < 3; hit++) await limiter.hit('ending', 2, minute);
    await expire('ending');
    expect((await limiter.peek('ending')).count).toBe(0);
    expect(await limiter.hit('ending', 2, minute)).toMatchObject({ allowed: true });
    expect((await limiter.peek('ending')).count).toBe(1);
    await limiter.hit('swept', 2, minute);
    await expire('swept');
    await limiter.sweep();
    const left = await shared.database.db.select().from(rateLimitWindows);
    expect(left.map((row) => row.key)).not.toContain('swept');
    expect(left.map((row) => row.key)).toContain('ending');
  });

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('burst', 25, minute)));
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
    expect((await limiter.peek('burst')).count).toBe(40);
  });
});

describe('without Redis, the limits of the app', () => {
  it('survive a rebuild of the app on the same database', async () => {
    const database = await createTestDatabase();
    const dataDir = await makeTempDir('data');
    const start = () =>
      buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') }), {
        database: database.database,
        storage: new LocalDiskStorage(inject('template').mediaDir),
        logger: false,
      });
    const guest = (app: Awaited<ReturnType<typeof start>>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        headers: demoTenant,
        remoteAddress: '198.51.100.7',
      });
    try {
      let app = await start();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) statuses.push((await guest(app)).statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
      expect(statuses[20]).toBe(429);
      await app.close();
      // A restart used to forgive everyone: the counts lived in the process.
      app = await start();
      const after = await guest(app);
      expect(after.statusCode).toBe(429);
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(3_000);
      await app.close();
    } finally {
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
