import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { mediaFiles, tenants } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { MediaService, variantFor } from './media.service.ts';
import { LocalDiskStorage, type Storage } from './storage.ts';

let test: TestApp;
let tenantId: number;
let dir: string;

beforeAll(async () => {
  test = await buildTestApp();
  const [tenant] = await test.database.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  tenantId = tenant!.id;
  dir = await mkdtemp(path.join(tmpdir(), 'vitrine-media-'));
});
afterAll(async () => {
  await test?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Local disk that records what it was asked to do, and can be told to fail the n-th put. */
function recordingStorage(failOnPut?: number) {
  const disk = new LocalDiskStorage(path.join(dir, String(Math.random()).slice(2)));
  const puts: string[] = [];
  const deletes: string[] = [];
  const storage: Storage = {
    async put(key, body) {
      if (puts.length + 1 === failOnPut) throw new Error('disk full');
      puts.push(key);
      await disk.put(key, body);
    },
    putFile: (key, source) => disk.putFile(key, source),
    get: (key) => disk.get(key),
    list: () => disk.list(),
    async delete(key) {
      deletes.push(key);
      await disk.delete(key);
    },
  };
  return { storage, puts, deletes, disk };
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

async function rowCount() {
  const [row] = await test.database.db.select({ value: count() }).from(mediaFiles);
  return row!.value;
}

async function expectRefused(bytes: Buffer, status: number, code: string) {
  const { storage, puts } = recordingStorage();
  const before = await rowCount();
  const error = await new MediaService(test.database.db, storage).saveImage(tenantId, bytes).catch((e) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: status, code });
  expect(puts).toEqual([]);
  expect(await rowCount()).toBe(before);
}

/** A PNG whose header claims `width` x `height`, with a tiny body: a decompression bomb's shape. */
function pngHeader(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('MediaService.saveImage', () => {
  it('stores webp variants without the EXIF of the original', async () => {
    const jpeg = await image(1000, 600)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { storage, puts } = recordingStorage();
    const file = await new MediaService(test.database.db, storage).saveImage(tenantId, jpeg);
    expect(file.variants).toEqual([320, 640, 960, 1000]);
    expect(puts).toHaveLength(4);
    for (const key of puts) {
      const stored = await buffer((await storage.get(key))!.body);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes('secret')).toBe(false);
    }
  });

  it('refuses a non-image named .jpg, storing nothing', async () => {
    await expectRefused(Buffer.from('not a photo, just text saved as photo.jpg'), 400, 'VALIDATION_ERROR');
  });

  it('refuses more than 5,242,880 bytes, storing nothing', async () => {
    const oversize = Buffer.alloc(5_242_881);
    oversize.set([0xff, 0xd8, 0xff]);
    await expectRefused(oversize, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a pixel bomb from its header, storing nothing', async () => {
    await expectRefused(pngHeader(100_000, 100_000), 400, 'VALIDATION_ERROR');
  });

  it('refuses a truncated image, storing nothing', async () => {
    const png = await image(800, 800).png().toBuffer();
    await expectRefused(png.subarray(0, 200), 400, 'VALIDATION_ERROR');
  });

  it('removes written variants when a storage write fails midway', async () => {
    const { storage, puts, deletes, disk } = recordingStorage(3);
    const before = await rowCount();
    const png = await image(1200, 300).png().toBuffer();
    await expect(new MediaService(test.database.db, storage).saveImage(tenantId, png)).rejects.toThrow(
      'disk full',
    );
    expect(puts).toHaveLength(2);
    expect(deletes).toEqual(expect.arrayContaining(puts));
    for (const key of puts) expect(await disk.get(key)).toBeNull();
    expect(await rowCount()).toBe(before);
  });
});

describe('GET /api/media/:file', () => {
  it('serves the widest stored variant not above the requested width', async () => {
    const file = await test.app.media.saveImage(tenantId, await image(1000, 500).png().toBuffer());
    const widthOf = async (requested: number) => {
      const response = await test.app.inject({ url: `/api/media/${file.key}-${requested}.webp` });
      expect(response.statusCode, String(requested)).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      return (await sharp(response.rawPayload).metadata()).width;
    };
    expect(await widthOf(1440)).toBe(1000);
    expect(await widthOf(960)).toBe(960);
    expect(await widthOf(700)).toBe(640);
    expect(await widthOf(100)).toBe(320);
    const unknown = await test.app.inject({ url: '/api/media/AAAAAAAAAAAAAAAAAAAAAAAA-640.webp' });
    expect(unknown.statusCode).toBe(404);
  });

  it('picks variants by rule', () => {
    expect(variantFor([320, 640, 960, 1440], 1000)).toBe(960);
    expect(variantFor([320, 500], 640)).toBe(500);
    expect(variantFor([320, 640], 200)).toBe(320);
    expect(variantFor([], 640)).toBeUndefined();
  });
});
