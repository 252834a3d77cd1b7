import { count, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { events, exhibitors, publications, tenants, users } from '../src/db/schema.ts';
import { demoSeeder } from '../src/demo/seeder.ts';
import { MediaService } from '../src/media/media.service.ts';
import { LocalDiskStorage } from '../src/media/storage.ts';
import { createTestDatabase } from './helpers.ts';
import { makeTempDir } from './template.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const log = pino({ level: 'silent' });

async function emptyDatabase() {
  const test = await createTestDatabase({ seeded: false });
  cleanups.push(test.dispose);
  return test;
}

async function counts(db: Awaited<ReturnType<typeof emptyDatabase>>['database']['db']) {
  const tables = { tenants, users, events, exhibitors, publications };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    result[name] = row?.value ?? 0;
  }
  return result;
}

describe(`migrations and seed on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates every table and applies again as a no-op', async () => {
    const { database } = await emptyDatabase();
    await database.migrate();
    await database.migrate();
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    // Both drivers answer with `rows`; the shared database type cannot say so.
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'tenant',
        'app_user',
        'verification_code',
        'revoked_token',
        'event',
        'event_image',
        'participation',
        'exhibitor',
        'speaker',
        'agenda_item',
        'agenda_item_speaker',
        'property',
        'property_image',
        'publication',
        'publication_media',
        'media_file',
        'support_request',
        'notification',
        'analytics_event',
      ]),
    );
  });

  it('seeds an empty database once: a second start adds nothing', async () => {
    const { database } = await emptyDatabase();
    const dataDir = await makeTempDir('seed');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const seed = demoSeeder(new MediaService(database.db, new LocalDiskStorage(`${dataDir}/media`)));
    await prepareDatabase(database, seed, config, log);
    const first = await counts(database.db);
    expect(first).toMatchObject({ tenants: 1, users: 8, events: 1 });
    expect(first.exhibitors).toBeGreaterThanOrEqual(10);
    await prepareDatabase(
      database,
      seed,
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true' }),
      log,
    );
    expect(await counts(database.db)).toEqual(first);
  });

  it('with SEED_DEMO=false creates only the tenant and its producer', async () => {
    const { database } = await emptyDatabase();
    const dataDir = await makeTempDir('bare');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DEFAULT_TENANT: 'acme',
    });
    await prepareDatabase(
      database,
      demoSeeder(new MediaService(database.db, new LocalDiskStorage(dataDir))),
      config,
      log,
    );
    expect(await counts(database.db)).toEqual({
      tenants: 1,
      users: 1,
      events: 0,
      exhibitors: 0,
      publications: 0,
    });
    const [tenant] = await database.db.select().from(tenants);
    expect(tenant?.slug).toBe('acme');
  });

  it.runIf(process.env.DATABASE_URL)(
    'migrates and seeds once when two nodes start at the same time',
    async () => {
      const { location } = await emptyDatabase();
      const dataDir = await makeTempDir('race');
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: location });
      const nodes = await Promise.all([openDatabase(config), openDatabase(config)]);
      cleanups.push(() => Promise.all(nodes.map((node) => node.close())));
      await Promise.all(
        nodes.map((node) =>
          prepareDatabase(
            node,
            demoSeeder(new MediaService(node.db, new LocalDiskStorage(`${dataDir}/media`))),
            config,
            log,
          ),
        ),
      );
      expect(await counts(nodes[0]!.db)).toMatchObject({ tenants: 1, users: 8, events: 1 });
    },
  );
});
