import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { tenants } from '../db/schema.ts';
import { S3Storage } from './s3-storage.ts';

let server: S3rver;
let directory: string;
let endpoint: string;
const credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'vitrine-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: 'vitrine' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('puts, gets and deletes an object', async () => {
    const storage = await S3Storage.open({ endpoint, bucket: 'vitrine', ...credentials });
    const body = Buffer.from('webp bytes, or near enough');
    await storage.put('round-trip-640.webp', body, 'image/webp');
    const object = await storage.get('round-trip-640.webp');
    expect(object?.size).toBe(body.length);
    expect(object?.modified.getTime()).toBeGreaterThan(0);
    expect(await buffer(object!.body)).toEqual(body);
    await storage.delete('round-trip-640.webp');
    expect(await storage.get('round-trip-640.webp')).toBeNull();
    await storage.delete('round-trip-640.webp');
    expect(await storage.get('never-stored')).toBeNull();
  });

  it('streams a local file up with its length', async () => {
    const storage = await S3Storage.open({ endpoint, bucket: 'vitrine', ...credentials });
    const body = Buffer.alloc(300_000, 7);
    const source = path.join(directory, 'upload.bin');
    await writeFile(source, body);
    await storage.putFile('streamed.mp4', source, body.length, 'video/mp4');
    const object = await storage.get('streamed.mp4');
    expect(object?.size).toBe(body.length);
    expect(await buffer(object!.body)).toEqual(body);
    const slice = await storage.get('streamed.mp4', { start: 10, end: 19 });
    expect(slice).toMatchObject({ size: body.length, range: { start: 10, end: 19 } });
    expect(await buffer(slice!.body)).toEqual(body.subarray(10, 20));
    const past = await storage.get('streamed.mp4', { start: body.length + 5 });
    expect(past?.range).toBeUndefined();
  });

  it('creates a missing bucket and accepts an existing one', async () => {
    await S3Storage.open({ endpoint, bucket: 'fresh-bucket', ...credentials });
    const again = await S3Storage.open({ endpoint, bucket: 'fresh-bucket', ...credentials });
    await again.put('in-fresh', Buffer.from('x'), 'text/plain');
    expect(await again.get('in-fresh')).not.toBeNull();
  });

  it('refuses unsafe keys', async () => {
    const storage = new S3Storage({ endpoint, bucket: 'vitrine', ...credentials });
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('unsafe');
  });
});

describe('the app with S3_* set', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-s3-app-'));
    test = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'vitrine',
      S3_ACCESS_KEY: credentials.accessKey,
      S3_SECRET_KEY: credentials.secretKey,
    });
    app = await buildApp(config, { database: test.database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stores images in the bucket and serves them', async () => {
    expect(app.storage).toBeInstanceOf(S3Storage);
    const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const file = await app.media.saveImage(tenant!.id, png);
    const response = await app.inject({ url: `/api/media/${file.key}-640.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
    const fallback = await app.inject({ url: `/api/media/${file.key}-1440.webp` });
    expect((await sharp(fallback.rawPayload).metadata()).width).toBe(700);
  });
});
