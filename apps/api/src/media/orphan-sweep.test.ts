import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { makeTempDir } from '../../test/template.ts';
import { mediaFiles, tenants, users } from '../db/schema.ts';
import { MediaService, storageKeysOf } from './media.service.ts';
import { mediaKeyOf, sweepOrphans } from './orphan-sweep.ts';
import { S3Storage } from './s3-storage.ts';
import { type ListedObject, LocalDiskStorage, type Storage } from './storage.ts';

let shared: TestDatabase;
let tenantId: number;
let dir: string;
let s3: S3rver;
let endpoint: string;
const log = pino({ level: 'silent' });
const hour = 3_600_000;
const creds = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };

beforeAll(async () => {
  shared = await createTestDatabase();
  const [tenant] = await shared.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  tenantId = tenant!.id;
  dir = await makeTempDir('sweep');
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3?.close();
  await shared?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function listed(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}

/**
 * On `storage`: a medium a user shows, a medium whose owning write never committed (row, no
 * reference), files whose row never came, and a file that is not a medium at all.
 */
async function scatter(storage: Storage) {
  const db = shared.database.db;
  const media = new MediaService(db, storage);
  const kept = await media.saveImage(tenantId, await png());
  await db.insert(users).values({
    tenantId,
    email: `${randomBytes(4).toString('hex')}@sweep.test`,
    name: 'Com foto',
    imageId: kept.id,
  });
  const unlinked = await media.saveImage(tenantId, await png());
  const rowless = randomBytes(18).toString('base64url');
  await storage.put(`${rowless}-320.webp`, Buffer.from('variant'), 'image/webp');
  await storage.put(`${rowless}.mp4`, Buffer.from('video'), 'video/mp4');
  await storage.put('notes.txt', Buffer.from('not a medium'), 'text/plain');
  return {
    kept,
    unlinked,
    expectedAfter: [...storageKeysOf(kept), 'notes.txt'].sort(),
  };
}

async function mediaRows(ids: number[]) {
  const [row] = await shared.database.db
    .select({ value: count() })
    .from(mediaFiles)
    .where(inArray(mediaFiles.id, ids));
  return row!.value;
}

async function allMediaRows() {
  const [row] = await shared.database.db.select({ value: count() }).from(mediaFiles);
  return row!.value;
}

describe.each([
  ['local disk', async () => new LocalDiskStorage(path.join(dir, `disk-${randomBytes(4).toString('hex')}`))],
  ['S3', async () => S3Storage.open({ endpoint, bucket: `b-${randomBytes(4).toString('hex')}`, ...creds })],
] as const)('the orphan media sweep on %s', (_name, open) => {
  it('leaves young files alone, then removes what no row accounts for and keeps the rest', async () => {
    const storage = await open();
    const tempDir = path.join(dir, `tmp-${randomBytes(4).toString('hex')}`);
    const { kept, unlinked, expectedAfter } = await scatter(storage);
    const everything = await listed(storage);
    const rowsBefore = await allMediaRows();

    // Fresh: a concurrent request may be about to commit them.
    expect(
      await sweepOrphans({ db: shared.database.db, storage, uploadsRoot: tempDir, minAgeMs: hour, log }),
    ).toEqual({
      rows: 0,
      objects: 0,
    });
    expect(await listed(storage)).toEqual(everything);

    const result = await sweepOrphans({
      db: shared.database.db,
      storage,
      uploadsRoot: tempDir,
      minAgeMs: 0,
      log,
    });
    expect(await listed(storage)).toEqual(expectedAfter);
    expect(await mediaRows([kept.id])).toBe(1);
    expect(await mediaRows([unlinked.id])).toBe(0);
    // The seeded media are all shown somewhere: the sweep removed the one unlinked row only.
    expect(await allMediaRows()).toBe(rowsBefore - 1);
    expect(result).toEqual({ rows: 1, objects: 2 });

    // Nothing left to do: a second pass, as another node's would be, removes nothing more.
    expect(
      await sweepOrphans({ db: shared.database.db, storage, uploadsRoot: tempDir, minAgeMs: 0, log }),
    ).toEqual({
      rows: 0,
      objects: 0,
    });
  });
});

describe('the orphan media sweep, details', () => {
  it('removes an interrupted local write and stale temporary uploads, not fresh ones', async () => {
    const root = path.join(dir, 'partial');
    const storage = new LocalDiskStorage(root);
    const key = randomBytes(18).toString('base64url');
    await mkdir(path.join(root, key.slice(0, 2)), { recursive: true });
    await writeFile(path.join(root, key.slice(0, 2), `${key}-640.webp.4242.tmp`), 'half');
    // Each node's uploads in a folder of its own, and a loose file of the older flat layout.
    const tempDir = path.join(dir, 'uploads');
    const own = path.join(tempDir, 'this-node-3000');
    await mkdir(path.join(tempDir, 'gone-node-3001'), { recursive: true });
    await mkdir(own, { recursive: true });
    await writeFile(path.join(tempDir, 'upload-0123456789abcdef'), 'half a body');
    await writeFile(path.join(tempDir, 'gone-node-3001', 'upload-aaaa'), 'half a body');
    await writeFile(path.join(own, 'upload-bbbb'), 'half a body');
    const sweep = (minAgeMs: number) =>
      sweepOrphans({ db: shared.database.db, storage, uploadsRoot: tempDir, ownUploads: own, minAgeMs, log });

    await sweep(hour);
    expect(await listed(storage)).toEqual([`${key}-640.webp.4242.tmp`]);
    expect(await readdir(tempDir, { recursive: true })).toEqual(
      expect.arrayContaining([
        'upload-0123456789abcdef',
        'gone-node-3001/upload-aaaa',
        'this-node-3000/upload-bbbb',
      ]),
    );

    const result = await sweep(0);
    expect(result.objects).toBe(1);
    expect(await listed(storage)).toEqual([]);
    // The folder of a node gone is removed once empty; this node keeps its own.
    expect(await readdir(tempDir)).toEqual(['this-node-3000']);
    expect(await readdir(own)).toEqual([]);
  });

  it('lists a bucket across pages, passing the continuation token back', async () => {
    // s3rver cannot paginate on Node 20 (its tokens use DES, which OpenSSL 3 dropped): a bucket
    // that answers two pages the way S3 documents ListObjectsV2 stands in for it here.
    const tokens: (string | null)[] = [];
    const page = (keys: string[], next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>b</Name><KeyCount>${keys.length}</KeyCount>` +
      `<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>` +
      (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
      keys
        .map(
          (key) =>
            `<Contents><Key>${key}</Key><LastModified>2024-05-01T10:00:00.000Z</LastModified></Contents>`,
        )
        .join('') +
      '</ListBucketResult>';
    const bucket = http.createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://bucket').searchParams;
      tokens.push(query.get('continuation-token'));
      response.setHeader('content-type', 'application/xml');
      response.end(query.get('continuation-token') ? page(['c3']) : page(['a1', 'b2'], '1/a+b=&amp;c'));
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = bucket.address() as AddressInfo;
      const storage = new S3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'b', ...creds });
      const seen: ListedObject[] = [];
      for await (const object of storage.list(2)) seen.push(object);
      expect(seen.map((object) => object.key)).toEqual(['a1', 'b2', 'c3']);
      expect(seen[0]!.modified.toISOString()).toBe('2024-05-01T10:00:00.000Z');
      expect(tokens).toEqual([null, '1/a+b=&c']);
    } finally {
      await new Promise((resolve) => bucket.close(resolve));
    }
  });

  it('tells the media key of a stored name, and nothing for other names', () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(mediaKeyOf(`${key}-640.webp`)).toBe(key);
    expect(mediaKeyOf(`${key}.mp4`)).toBe(`${key}.mp4`);
    expect(mediaKeyOf('notes.txt')).toBeNull();
    expect(mediaKeyOf(`${key}-640.png`)).toBeNull();
  });
});
