import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildTestApp, createTestDatabase, demoTenant } from './helpers.ts';
import { TcpProxy } from './tcp-proxy.ts';
import { makeTempDir } from './template.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('health and readiness', () => {
  it('reports a live process and a database that answers', async () => {
    const test = await buildTestApp();
    cleanups.push(test.close);
    const health = await test.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await test.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it.runIf(!process.env.DATABASE_URL)(
    'answers 503 on /api/ready once the embedded database is closed',
    async () => {
      const test = await buildTestApp();
      cleanups.push(test.close);
      await test.database.close();
      const ready = await test.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await test.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'answers 503 quickly while PostgreSQL is away and recovers without a restart',
    async () => {
      const seeded = await createTestDatabase();
      cleanups.push(seeded.dispose);
      const target = new URL(seeded.location);
      const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      await proxy.start();
      cleanups.push(() => proxy.stop());
      const viaProxy = new URL(seeded.location);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const dataDir = await makeTempDir('lost');
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString() });
      const database = await openDatabase(config);
      const app = await buildApp(config, { database, logger: false });
      cleanups.push(async () => {
        await app.close();
        await database.close();
      });

      expect((await app.inject({ url: '/api/event', headers: demoTenant })).statusCode).toBe(200);

      await proxy.stop();
      const started = Date.now();
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      const data = await app.inject({ url: '/api/event', headers: demoTenant });
      expect(data.statusCode).toBe(503);
      expect(data.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(data.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(6_000);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await proxy.start();
      let recovered = false;
      for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
        recovered = (await app.inject({ url: '/api/event', headers: demoTenant })).statusCode === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(recovered).toBe(true);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    },
  );
});
