import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { events, tenants } from '../src/db/schema.ts';
import { RedisBus } from '../src/realtime/bus.ts';
import { createTestDatabase, demoTenant } from './helpers.ts';
import { makeTempDir } from './template.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(process.env.REDIS_URL)('the Redis bus between two API nodes', () => {
  it('drops the read cache on every node when one node writes', async () => {
    const shared = await createTestDatabase();
    cleanups.push(shared.dispose);
    const prefix = `vitrine:test:${randomBytes(6).toString('hex')}:bus:`;
    const node = async () => {
      const dataDir = await makeTempDir('node');
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'none'),
      });
      const bus = await new RedisBus(process.env.REDIS_URL!, pino({ level: 'silent' }), prefix).start();
      const app = await buildApp(config, { database: shared.database, logger: false, bus });
      cleanups.push(() => app.close());
      return app;
    };
    const [a, b] = [await node(), await node()];
    const [tenant] = await shared.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const url = `/api/event/${tenant!.defaultEventId}`;
    const title = async (app: typeof a) => (await app.inject({ url, headers: demoTenant })).json().title;

    const before = await title(b);
    await shared.database.db
      .update(events)
      .set({ title: 'Renomeado' })
      .where(eq(events.id, tenant!.defaultEventId!));
    expect(await title(b)).toBe(before); // cached on node b

    a.readCache.invalidate(tenant!.id); // a writer on node a
    let seen = before;
    for (let attempt = 0; attempt < 40 && seen === before; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await title(b);
    }
    expect(seen).toBe('Renomeado');
  });
});
