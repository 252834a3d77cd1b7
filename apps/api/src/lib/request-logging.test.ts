import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, demoTenant, type TestDatabase } from '../../test/helpers.ts';
import { makeTempDir } from '../../test/template.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { LocalDiskStorage } from '../media/storage.ts';
import { slowRequestMs } from './request-logging.ts';

let database: TestDatabase;
let app: FastifyInstance;
const lines: { level: number; msg: string; responseTime?: number }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = await makeTempDir('logging');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }), {
    database: database.database,
    storage: new LocalDiskStorage(inject('template').mediaDir),
    logger: { level: 'info', stream },
  });
  // A slow route and one that fails on the server: those stay at info.
  app.get('/__test/slow', { config: { tenant: 'none' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 50));
    return { ok: true };
  });
  app.get('/__test/boom', { config: { tenant: 'none' } }, async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('request logging at info', () => {
  it('logs no line for ordinary requests, ok or refused', async () => {
    const before = lines.length;
    for (let i = 0; i < 20; i++) await app.inject({ url: '/api/event/current', headers: demoTenant });
    await app.inject({ url: '/api/event/999999', headers: demoTenant });
    await app.inject({ url: '/api/no-such-route', headers: demoTenant });
    await app.inject({ method: 'POST', url: '/api/auth/login', headers: demoTenant, payload: {} });
    const requestLines = lines.slice(before).filter((line) => /request/.test(line.msg));
    expect(requestLines).toEqual([]);
  });

  it('logs slow requests and server failures, one line each', async () => {
    const before = lines.length;
    await app.inject({ url: '/__test/slow' });
    expect((await app.inject({ url: '/__test/boom' })).statusCode).toBe(500);
    const requestLines = lines.slice(before).filter((line) => /request/.test(line.msg));
    expect(requestLines.map((line) => line.msg)).toEqual(['slow request', 'request failed']);
    expect(requestLines[0]!.responseTime).toBeGreaterThanOrEqual(slowRequestMs);
  });
});
