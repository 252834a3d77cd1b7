import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { tenants } from '../src/db/schema.ts';
import { RedisRateLimiter } from '../src/lib/rate-limit.ts';
import { LocalDiskStorage, type Storage } from '../src/media/storage.ts';
import { RedisBus } from '../src/realtime/bus.ts';
import { databaseUrlFor, makeTempDir, withAdminClient } from './template.ts';

export interface TestDatabase {
  database: Database;
  /** The connection string (PostgreSQL) or folder (PGlite) of this database. */
  location: string;
  dispose(): Promise<void>;
}

/**
 * A database of this file's own: a copy of the seeded template (`seeded`) or an empty one. On
 * PostgreSQL (DATABASE_URL set) it is a new database on that server, dropped on dispose.
 */
export async function createTestDatabase({ seeded = true } = {}): Promise<TestDatabase> {
  const template = inject('template');
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `vitrine_t_${randomBytes(5).toString('hex')}`;
    await withAdminClient(baseUrl, (client) =>
      client.query(
        seeded ? `create database ${name} template ${template.postgresDatabase}` : `create database ${name}`,
      ),
    );
    const url = databaseUrlFor(baseUrl, name);
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    return {
      database,
      location: url,
      dispose: async () => {
        await database.close().catch(() => {});
        await withAdminClient(baseUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      },
    };
  }
  const dir = await makeTempDir('db');
  if (seeded) await cp(template.pgliteDir, dir, { recursive: true });
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir, pgliteDir: dir });
  return {
    database,
    location: dir,
    dispose: async () => {
      await database.close().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The database's URL (PostgreSQL) or folder (PGlite). */
  location: string;
  close(): Promise<void>;
}

/** The real app on a database of its own, with the template's media; env overrides the config. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { seeded?: boolean; storage?: Storage } = {},
): Promise<TestApp> {
  const dataDir = await makeTempDir('data');
  const test = await createTestDatabase({ seeded: options.seeded ?? true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp(config, {
    database: test.database,
    storage: options.storage ?? new LocalDiskStorage(inject('template').mediaDir),
    logger: false,
    // Files share one Redis: each app counts under its own prefix, so limits do not leak between tests.
    ...(process.env.REDIS_URL
      ? {
          rateLimiter: new RedisRateLimiter(
            process.env.REDIS_URL,
            pino({ level: 'silent' }),
            `vitrine:test:${randomBytes(6).toString('hex')}:`,
          ),
          bus: await new RedisBus(
            process.env.REDIS_URL,
            pino({ level: 'silent' }),
            `vitrine:test:${randomBytes(6).toString('hex')}:bus:`,
          ).start(),
        }
      : {}),
  });
  return {
    app,
    database: test.database,
    dataDir,
    location: test.location,
    close: async () => {
      await app.close();
      await test.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another node of `test`'s app: the same database (on PostgreSQL through a connection of its own,
 * on PGlite the same instance) and data folder; `close` leaves the database to `test`.
 */
export async function buildNode(test: TestApp, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const database =
    test.database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: test.location, dataDir: '' })
      : test.database;
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: test.dataDir,
      WEB_DIST: path.join(test.dataDir, 'no-web'),
      ...env,
    }),
    { database, storage: new LocalDiskStorage(inject('template').mediaDir), logger: false },
  );
  if (database !== test.database) app.addHook('onClose', () => database.close());
  return app;
}

export const demoTenant = { 'x-tenant': 'demo' };
export const otherTenant = { 'x-tenant': 'other' };

export interface ShowcaseTestApp extends TestApp {
  /** The demo tenant's id and its featured event. */
  tenantId: number;
  eventId: number;
  /** GET as the demo tenant unless other headers are given. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** The seeded demo app plus an empty second tenant `other`, for reads and tenant isolation. */
export async function buildShowcaseTestApp(env: Record<string, string> = {}): Promise<ShowcaseTestApp> {
  const test = await buildTestApp(env);
  const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  await test.database.db.insert(tenants).values({ slug: 'other', name: 'Other' });
  return {
    ...test,
    tenantId: tenant!.id,
    eventId: tenant!.defaultEventId!,
    get: (url, headers = demoTenant) => test.app.inject({ url, headers }),
  };
}
