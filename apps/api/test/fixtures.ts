/** Test-only helpers shared by the module tests: an app with its own storage, actors per role, multipart bodies and images. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { events, mediaFiles, tenants, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { LocalDiskStorage } from '../src/media/storage.ts';
import type { LiveEnvelope } from '../src/realtime/bus.ts';
import { buildTestApp, demoTenant, otherTenant, type TestApp } from './helpers.ts';
import { makeTempDir } from './template.ts';

export interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----vitrine${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name ?? 'files'}"; filename="${part.filename}"`
      : `form-data; name="${part.name ?? 'description'}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
export const png = (width = 40, height = 40) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
/**
 * Real one-second videos (64×48, a tone), small enough to commit; test/fixtures/README.md says how
 * ffmpeg made them. A video is accepted only when its whole container parses.
 */
const video = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
export const mp4 = () => video('clip.mp4');
export const webm = () => video('clip.webm');
export const ogg = () => video('clip.ogg');
/** An ISO BMFF head ('ftyp' box) and filler of `size` bytes: for size limits, refused before parsing. */
export const mp4Head = (size: number) => {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(bytes, 4);
  return bytes;
};
export const imagePart = async (name = 'files') => ({
  name,
  filename: 'photo.jpg',
  type: 'image/jpeg',
  data: await jpeg(),
});

/** Files in the test's own storage folder (each image is several width variants). */
export async function storedFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    for (const file of await readdir(path.join(root, folder)).catch(() => [] as string[])) found.push(file);
  }
  return found.sort();
}

export interface Actors {
  admin: string;
  user: string;
  other: string;
  unconfirmed: string;
  guest: string;
  otherAdmin: string;
  ids: { admin: number; user: number; other: number; secondAdmin: number };
}

/**
 * The app with its own storage folder and a small video limit, a fresh event of the demo tenant,
 * and a signed-in token per role (the second admin only receives notifications).
 */
export async function setup(videoMaxBytes = 65_536, env: Record<string, string> = {}) {
  const storageDir = await makeTempDir('media');
  const test: TestApp = await buildTestApp(
    { VIDEO_MAX_BYTES: String(videoMaxBytes), ...env },
    { storage: new LocalDiskStorage(storageDir) },
  );
  const db = test.database.db;
  const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  const [other] = await db.insert(tenants).values({ slug: 'other', name: 'Other' }).returning();
  const passwordHash = await hashPassword('secret-password-1');
  const person = (
    tenantId: number,
    email: string,
    role: 'ADMIN' | 'USER',
    confirmed: boolean,
    locale: string,
  ) =>
    db
      .insert(users)
      .values({ tenantId, email, role, confirmed, name: email.split('@')[0]!, locale, passwordHash })
      .returning()
      .then(([row]) => row!);
  const user = await person(demo!.id, 'ana@feed.test', 'USER', true, 'en');
  const otherUser = await person(demo!.id, 'bruno@feed.test', 'USER', true, 'pt-BR');
  await person(demo!.id, 'carla@feed.test', 'USER', false, 'pt-BR');
  const secondAdmin = await person(demo!.id, 'diretora@feed.test', 'ADMIN', true, 'es');
  await person(other!.id, 'admin@other.test', 'ADMIN', true, 'pt-BR');
  const [admin] = await db.select().from(users).where(eq(users.email, 'produtor@vitrine.demo'));

  const signIn = async (login: string, password = 'secret-password-1', headers = demoTenant) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { login, password },
    });
    return response.json().token as string;
  };
  const guest = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
  const actors: Actors = {
    admin: await signIn('produtor@vitrine.demo', 'vitrine-demo-2024'),
    user: await signIn('ana@feed.test'),
    other: await signIn('bruno@feed.test'),
    unconfirmed: await signIn('carla@feed.test'),
    guest: guest.json().token,
    otherAdmin: await signIn('admin@other.test', 'secret-password-1', otherTenant),
    ids: { admin: admin!.id, user: user.id, other: otherUser.id, secondAdmin: secondAdmin.id },
  };

  const newEvent = async (title = 'Feira do Feed') => {
    const [row] = await db
      .insert(events)
      .values({
        tenantId: demo!.id,
        title,
        dateStart: '2026-12-01',
        dateEnd: '2026-12-02',
        timeStart: '09:00',
        timeEnd: '18:00',
      })
      .returning();
    return row!.id;
  };

  /** Everything published on the bus since the last call. */
  const live: LiveEnvelope[] = [];
  test.app.bus.subscribe('live.message', (envelope) => live.push(envelope));

  const mediaRows = async () => (await db.select({ value: count() }).from(mediaFiles))[0]!.value;
  const snapshot = async () => ({ rows: await mediaRows(), files: await storedFiles(storageDir) });

  return { test, db, actors, tenantId: demo!.id, newEvent, live, storageDir, snapshot };
}

export const auth = (token?: string, tenant: Record<string, string> = demoTenant) =>
  token ? { ...tenant, authorization: `Bearer ${token}` } : { ...tenant };

/** Reads `probe` every 100 ms until `done` holds for its value, which it returns; throws at the deadline. */
export async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`not done after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
