/**
 * Hostile uploads against every multipart route, over real HTTP: each is refused with our error
 * code and leaves no row, no stored file (local disk, then an S3 bucket) and no temporary file, or,
 * for a polyglot, is accepted only as a re-encoded image without its payload. Then the connection:
 * a refused upload is answered while its body is still arriving, the server closes that
 * connection, and the next request works.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { limits } from '@vitrine/contract';
import { AwsClient } from 'aws4fetch';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  exhibitors,
  mediaFiles,
  properties,
  publications,
  speakers,
  tenants,
  users,
} from '../src/db/schema.ts';
import { S3Storage } from '../src/media/s3-storage.ts';
import { LocalDiskStorage, type Storage } from '../src/media/storage.ts';
import * as attack from './attack-files.ts';
import { auth, multipart, type Part, storedFiles } from './fixtures.ts';
import { buildTestApp, demoTenant, type TestApp } from './helpers.ts';
import { eventRequest, exhibitorRequest } from './producer-forms.ts';
import { listRoutes } from './route-table.ts';
import { makeTempDir } from './template.ts';

type Role = 'anonymous' | 'USER' | 'ADMIN';
interface Target {
  url: string;
  token: string;
  /** Text parts sent before the files (the JSON request of a producer form). */
  fields: Part[];
}
interface RouteCase {
  method: 'POST' | 'PUT';
  pattern: string;
  /** The field an image goes under, and how many files one request may carry. */
  fileField: string;
  maxFiles: number;
  video: boolean;
  /** Who may write: producer routes are ADMIN only, publications any confirmed member. */
  producer: boolean;
  accepted: 200 | 201;
  /**
   * A fresh target: its URL, a token allowed to write there (for publications, of a new member
   * with `role`: posting is rate-limited per member), and the form's text parts.
   */
  target(world: World, role?: 'USER' | 'ADMIN'): Promise<Target>;
}

/**
 * Routes that parse a multipart body but take no file: moderation shares the publications plugin
 * (and reads its status from the query), the SockJS transport reads any body as text frames.
 */
const multipartWithoutFiles = [
  'PATCH /api/publication/approval/:id',
  'POST /api/websocket',
  'POST /api/websocket*',
];
/**
 * Routes whose one file is a spreadsheet, read in memory and never stored (imports/imports.test.ts
 * covers their size limit and unreadable files): the image attacks do not apply.
 */
const spreadsheetRoutes = ['POST /api/import/:kind', 'POST /api/import/:kind/preview'];

const s3Credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
/** Every wait is bounded: a hang fails the test instead of stalling the run. */
const deadlineMs = 15_000;

interface World {
  test: TestApp;
  origin: string;
  port: number;
  admin: string;
  tempDir: string;
  listStored(): Promise<string[]>;
  ids: { event: number; exhibitor: number; property: number; speaker: number };
  member(role: 'USER' | 'ADMIN'): Promise<{ id: number; token: string }>;
  tenantId: number;
}

const requestPart = (json: unknown, name = 'request'): Part => ({ name, data: JSON.stringify(json) });

const routes: RouteCase[] = [
  {
    method: 'POST',
    pattern: '/api/event',
    fileField: 'files',
    maxFiles: 23,
    video: false,
    producer: true,
    accepted: 201,
    target: async (w) => ({ url: '/api/event', token: w.admin, fields: [requestPart(eventRequest())] }),
  },
  {
    method: 'PUT',
    pattern: '/api/event/:id',
    fileField: 'coverPhoto',
    maxFiles: 23,
    video: false,
    producer: true,
    accepted: 200,
    target: async (w) => ({
      url: `/api/event/${w.ids.event}`,
      token: w.admin,
      fields: [requestPart(eventRequest())],
    }),
  },
  {
    method: 'POST',
    pattern: '/api/exhibitor',
    fileField: 'profilePicture',
    maxFiles: 3,
    video: false,
    producer: true,
    accepted: 201,
    target: async (w) => ({
      url: '/api/exhibitor',
      token: w.admin,
      fields: [requestPart(exhibitorRequest(w.ids.event), 'exhibitorRequest')],
    }),
  },
  {
    method: 'PUT',
    pattern: '/api/exhibitor/:id',
    fileField: 'coverPhoto',
    maxFiles: 3,
    video: false,
    producer: true,
    accepted: 200,
    target: async (w) => ({
      url: `/api/exhibitor/${w.ids.exhibitor}`,
      token: w.admin,
      fields: [requestPart(exhibitorRequest(w.ids.event), 'exhibitorRequest')],
    }),
  },
  {
    method: 'POST',
    pattern: '/api/routeImmobile',
    fileField: 'files',
    maxFiles: 10,
    video: false,
    producer: true,
    accepted: 201,
    target: async (w) => ({ url: '/api/routeImmobile', token: w.admin, fields: [requestPart(property(w))] }),
  },
  {
    method: 'PUT',
    pattern: '/api/routeImmobile/:id',
    fileField: 'files',
    maxFiles: 10,
    video: false,
    producer: true,
    accepted: 200,
    target: async (w) => ({
      url: `/api/routeImmobile/${w.ids.property}`,
      token: w.admin,
      fields: [requestPart(property(w))],
    }),
  },
  {
    method: 'POST',
    pattern: '/api/speaker',
    fileField: 'profilePicture',
    maxFiles: 1,
    video: false,
    producer: true,
    accepted: 201,
    target: async (w) => ({ url: '/api/speaker', token: w.admin, fields: [requestPart(speaker(w))] }),
  },
  {
    method: 'PUT',
    pattern: '/api/speaker/:id',
    fileField: 'profilePicture',
    maxFiles: 1,
    video: false,
    producer: true,
    accepted: 200,
    target: async (w) => ({
      url: `/api/speaker/${w.ids.speaker}`,
      token: w.admin,
      fields: [requestPart(speaker(w))],
    }),
  },
  {
    method: 'POST',
    pattern: '/api/publication/event/:eventId',
    fileField: 'files',
    maxFiles: limits.maxMediaPerPost,
    video: true,
    producer: false,
    accepted: 201,
    target: async (w, role = 'USER') => ({
      url: `/api/publication/event/${w.ids.event}?type=PUBLICATION&description=ataque`,
      token: (await w.member(role)).token,
      fields: [],
    }),
  },
  {
    method: 'PUT',
    pattern: '/api/publication/:id',
    fileField: 'newFiles',
    maxFiles: limits.maxMediaPerPost,
    video: true,
    producer: false,
    accepted: 200,
    target: async (w, role = 'USER') => {
      const author = await w.member(role);
      const [post] = await w.test.database.db
        .insert(publications)
        .values({
          tenantId: w.tenantId,
          eventId: w.ids.event,
          authorId: author.id,
          type: 'PUBLICATION',
          status: 'APPROVED',
          description: 'antes',
        })
        .returning();
      return { url: `/api/publication/${post!.id}?description=depois`, token: author.token, fields: [] };
    },
  },
];

const property = (w: World) => ({
  eventId: w.ids.event,
  exhibitorsId: w.ids.exhibitor,
  title: 'Residencial Ataque',
  description: '<p>Imóvel</p>',
  suites: 1,
  room: 2,
  size: '50',
  contact: '(11) 99999-0000',
  status: 2,
  address: { road: 'Rua Augusta', number: '1', city: 'São Paulo', state: 'SP', zipCode: '01305-000' },
});
const speaker = (w: World) => ({ eventId: w.ids.event, name: 'Palestrante Ataque', company: 'X' });

/** An app on `storage`, listening on 127.0.0.1, with a fresh row behind every PUT route. */
async function openWorld(storage: Storage, listStored: () => Promise<string[]>): Promise<World> {
  const test = await buildTestApp({ VIDEO_MAX_BYTES: '65536' }, { storage });
  const origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  const db = test.database.db;
  const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { ...demoTenant, 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' }),
  });
  const admin = ((await login.json()) as { token: string }).token;
  const member = async (role: 'USER' | 'ADMIN') => {
    const email = `${role.toLowerCase()}-${randomBytes(5).toString('hex')}@attack.test`;
    const [row] = await db
      .insert(users)
      .values({ tenantId: demo!.id, email, name: 'Atacante', role, confirmed: true })
      .returning();
    const subject = { id: row!.id, role, name: 'Atacante', email, image: null, confirmed: true };
    return { id: row!.id, token: await test.app.tokens.issue(subject, 'demo') };
  };
  const world: World = {
    test,
    origin,
    port: Number(new URL(origin).port),
    admin,
    tempDir: path.join(test.dataDir, 'tmp', 'uploads'),
    listStored,
    ids: { event: 0, exhibitor: 0, property: 0, speaker: 0 },
    member,
    tenantId: demo!.id,
  };
  const create = async (url: string, field: Part) => {
    const response = await send(world, 'POST', url, admin, [field]);
    expect(response.status, `${url}: ${response.text}`).toBe(201);
    return (JSON.parse(response.text) as { id: number }).id;
  };
  world.ids.event = await create('/api/event', requestPart(eventRequest({ title: 'Alvo' })));
  world.ids.exhibitor = await create(
    '/api/exhibitor',
    requestPart(exhibitorRequest(world.ids.event), 'exhibitorRequest'),
  );
  world.ids.property = await create('/api/routeImmobile', requestPart(property(world)));
  world.ids.speaker = await create('/api/speaker', requestPart(speaker(world)));
  return world;
}

/** A multipart request over HTTP (a fresh fetch each time), its status and text; never hangs. */
async function send(world: World, method: string, url: string, token: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  const response = await fetch(`${world.origin}${url}`, {
    method,
    headers: { ...auth(token), ...body.headers },
    body: body.payload,
    signal: AbortSignal.timeout(deadlineMs),
  });
  return { status: response.status, text: await response.text() };
}

/** Rows that an upload could write, and the stored and temporary files. */
async function snapshot(world: World) {
  const db = world.test.database.db;
  const rows = async (table: typeof events | typeof exhibitors | typeof properties) =>
    (await db.select({ value: count() }).from(table))[0]!.value;
  return {
    rows: {
      events: await rows(events),
      exhibitors: await rows(exhibitors),
      properties: await rows(properties),
      speakers: await rows(speakers as unknown as typeof events),
      publications: await rows(publications as unknown as typeof events),
      media: await rows(mediaFiles as unknown as typeof events),
    },
    stored: await world.listStored(),
  };
}

/** Temporary upload files go once the answer is sent (onResponse): poll until none is left. */
async function expectNoTempFiles(world: World) {
  // Each node receives into a folder of its own under tmp/uploads.
  const leftovers = async () =>
    (await readdir(world.tempDir, { recursive: true }).catch(() => [] as string[])).filter((name) =>
      path.basename(name).startsWith('upload-'),
    );
  const until = Date.now() + deadlineMs;
  while ((await leftovers()).length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(await leftovers()).toEqual([]);
}

const file = (name: string, filename: string, type: string, data: Buffer): Part => ({
  name,
  filename,
  type,
  data,
});

/** Sends `files` to every route (as its writer) and expects the same refusal and no trace anywhere. */
async function expectRefusedEverywhere(
  world: World,
  files: (route: RouteCase) => Part[],
  expected: { status: number; code: string },
  only: (route: RouteCase) => boolean = () => true,
) {
  for (const route of routes.filter(only)) {
    const target = await route.target(world);
    const parts = files(route);
    const name = `${route.method} ${route.pattern} with ${parts.length} part(s) [${parts[0]?.name?.slice(0, 20)}: ${parts[0]?.filename ?? 'field'}]`;
    const before = await snapshot(world);
    const response = await send(world, route.method, target.url, target.token, [...target.fields, ...parts]);
    const code = (JSON.parse(response.text) as { code?: string }).code;
    expect
      .soft({ status: response.status, code }, `${name}: ${response.text.slice(0, 160)}`)
      .toEqual(expected);
    await expectNoTempFiles(world);
    expect.soft(await snapshot(world), name).toEqual(before);
  }
}

/** Sends an image that must be accepted; what is stored is webp without `marker`. */
async function expectStoredClean(world: World, data: Buffer, marker = attack.payloadMarker) {
  for (const route of routes) {
    const target = await route.target(world);
    const before = new Set(await world.listStored());
    const response = await send(world, route.method, target.url, target.token, [
      ...target.fields,
      file(route.fileField, 'photo.png', 'image/png', data),
    ]);
    expect(response.status, `${route.method} ${route.pattern}: ${response.text.slice(0, 200)}`).toBe(
      route.accepted,
    );
    const added = (await world.listStored()).filter((key) => !before.has(key));
    expect(added.length, `${route.method} ${route.pattern}`).toBeGreaterThan(0);
    for (const key of added) {
      const object = await world.test.app.storage.get(key);
      const bytes = await buffer(object!.body);
      expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
      expect(bytes.includes(Buffer.from(marker)), key).toBe(false);
      expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1')), key).toBe(false);
    }
    await expectNoTempFiles(world);
  }
}

const validation = { status: 400, code: 'VALIDATION_ERROR' };
const tooLarge = { status: 413, code: 'PAYLOAD_TOO_LARGE' };

/** The attack suite, run once on local disk and once on an S3 bucket. */
function attacks(getWorld: () => World) {
  it('every multipart route of the app is attacked here', async () => {
    const world = getWorld();
    // The route table, probed: a route takes multipart when such a body gets past Fastify's
    // content-type check (415 elsewhere). As the ADMIN, with ids of no row: nothing changes.
    const probe = multipart([{ name: 'probe', data: 'x' }]);
    const found: string[] = [];
    for (const route of listRoutes(world.test.app)) {
      if (!['POST', 'PUT', 'PATCH'].includes(route.method)) continue;
      const response = await world.test.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, '2147483000').replace('*', 'x'),
        headers: { ...auth(world.admin), ...probe.headers },
        payload: probe.payload,
      });
      if (response.statusCode !== 415) found.push(`${route.method} ${route.url}`);
    }
    expect(found.sort()).toEqual(
      [
        ...routes.map((route) => `${route.method} ${route.pattern}`),
        ...multipartWithoutFiles,
        ...spreadsheetRoutes,
      ].sort(),
    );
  });

  it('refuses executables, HTML and SVG named as images', async () => {
    const world = getWorld();
    const disguised: [string, string, Buffer][] = [
      ['setup.jpg', 'image/jpeg', attack.elf()],
      ['setup.png', 'image/png', attack.pe()],
      ['run.jpg', 'image/jpeg', attack.shellScript()],
      ['page.png', 'image/png', attack.html()],
      ['logo.jpg', 'image/jpeg', attack.svg()],
      ['logo.svg', 'image/svg+xml', attack.svg()],
    ];
    for (const [filename, type, data] of disguised) {
      await expectRefusedEverywhere(
        world,
        (route) => [file(route.fileField, filename, type, data)],
        validation,
      );
    }
    // A real image behind a disguised one: the whole request stores nothing.
    const good = await attack.jpeg();
    await expectRefusedEverywhere(
      world,
      (route) => [
        file(route.fileField, 'ok.jpg', 'image/jpeg', good),
        file(route.fileField, 'bad.jpg', 'image/jpeg', attack.elf()),
      ],
      validation,
      (route) => route.maxFiles > 1,
    );
  });

  it('refuses truncated images and pixel bombs after storing nothing', async () => {
    const world = getWorld();
    const broken = [
      ['cut.jpg', 'image/jpeg', await attack.truncatedJpeg()],
      ['cut.png', 'image/png', await attack.truncatedPng()],
      ['bomb.png', 'image/png', attack.pngBomb(50_000, 50_000)],
      ['bomb.jpg', 'image/jpeg', await attack.jpegBomb(65_000, 65_000)],
    ] as const;
    for (const [filename, type, data] of broken) {
      await expectRefusedEverywhere(
        world,
        (route) => [file(route.fileField, filename, type, data)],
        validation,
      );
    }
  });

  it('stores polyglots only re-encoded: the appended payload is gone', async () => {
    const world = getWorld();
    for (const make of Object.values(attack.polyglots)) await expectStoredClean(world, await make());
  });

  it('takes an image of exactly 5 MB and refuses one byte more', async () => {
    const world = getWorld();
    await expectStoredClean(world, await attack.pngOfSize(limits.imageMaxBytes));
    const over = await attack.pngOfSize(limits.imageMaxBytes + 1);
    await expectRefusedEverywhere(
      world,
      (route) => [file(route.fileField, 'big.png', 'image/png', over)],
      tooLarge,
    );
  });

  it('refuses too many files, a thousand parts, huge fields and a file under a wrong name', async () => {
    const world = getWorld();
    const tiny = await attack.jpeg(8, 8);
    const copies = (route: RouteCase, howMany: number) =>
      Array.from({ length: howMany }, (_, index) =>
        file(
          route.fileField === 'coverPhoto' ? 'files' : route.fileField,
          `${index}.jpg`,
          'image/jpeg',
          tiny,
        ),
      );
    // One over the route's own limit, under the field that takes the most.
    await expectRefusedEverywhere(world, (route) => copies(route, route.maxFiles + 1), validation);
    await expectRefusedEverywhere(world, (route) => copies(route, 1_000), validation);
    await expectRefusedEverywhere(
      world,
      () => Array.from({ length: 1_000 }, (_, index) => ({ name: `f${index}`, data: 'x' })),
      tooLarge,
    );
    await expectRefusedEverywhere(
      world,
      () => [file('x'.repeat(64 * 1024), 'a.jpg', 'image/jpeg', tiny)],
      validation,
    );
    await expectRefusedEverywhere(world, () => [{ name: 'note', data: 'x'.repeat(2 * 1_048_576) }], tooLarge);
    await expectRefusedEverywhere(world, () => [file('malware', 'a.jpg', 'image/jpeg', tiny)], validation);
  });

  it('refuses fake videos where videos are taken, and any video where only images are', async () => {
    const world = getWorld();
    for (const make of Object.values(attack.fakeMp4s)) {
      const data = await make();
      await expectRefusedEverywhere(
        world,
        (route) => [file(route.fileField, 'clip.mp4', 'video/mp4', data)],
        validation,
        (route) => route.video,
      );
    }
    const mp4 = Buffer.alloc(2_048, 0x11);
    Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1').copy(mp4);
    await expectRefusedEverywhere(
      world,
      (route) => [file(route.fileField, 'clip.mp4', 'video/mp4', mp4)],
      validation,
      (route) => !route.video,
    );
    // Their first bytes say video, their container does not parse to its end.
    for (const [name, { type, data }] of Object.entries(attack.brokenVideos())) {
      await expectRefusedEverywhere(
        world,
        (route) => [file(route.fileField, name.replace(/ .*/, '.video'), type, data)],
        { status: 400, code: 'VIDEO_INVALID' },
        (route) => route.video,
      );
    }
    // Over VIDEO_MAX_BYTES (64 KiB here).
    const long = Buffer.concat([mp4, Buffer.alloc(70_000, 0x22)]);
    await expectRefusedEverywhere(
      world,
      (route) => [file(route.fileField, 'long.mp4', 'video/mp4', long)],
      tooLarge,
      (route) => route.video,
    );
  });

  it('takes a real small video of each format where videos are taken, stored byte for byte', async () => {
    const world = getWorld();
    for (const route of routes.filter((candidate) => candidate.video)) {
      for (const format of ['mp4', 'webm', 'ogg'] as const) {
        const { type, filename } = attack.videos[format];
        const data = attack.video(format);
        const target = await route.target(world);
        const before = new Set(await world.listStored());
        const response = await send(world, route.method, target.url, target.token, [
          ...target.fields,
          file(route.fileField, filename, type, data),
        ]);
        const name = `${route.method} ${route.pattern} ${format}`;
        expect(response.status, `${name}: ${response.text.slice(0, 200)}`).toBe(route.accepted);
        const added = (await world.listStored()).filter((key) => !before.has(key));
        expect(added, name).toHaveLength(1);
        expect(added[0]!.endsWith(`.${format}`), name).toBe(true);
        const object = await world.test.app.storage.get(added[0]!);
        expect((await buffer(object!.body)).equals(data), name).toBe(true);
        await expectNoTempFiles(world);
      }
    }
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends the head of a multipart upload of `declared` bytes over a raw socket, only `sent` of them,
 * and resolves with the answer, which must come while the body is still incomplete. `closed`
 * resolves when the server ends the connection (we never do before the deadline).
 */
function partialUpload(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  head: Buffer,
  declared: number,
  sent: number,
) {
  const boundary = head.toString('latin1', 2, head.indexOf('\r\n'));
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const lines = [
    `${method} ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${head.length + declared}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  socket.write(head);
  // An executable's first bytes, then filler: judged by its first bytes alone.
  const chunk = Buffer.alloc(256 * 1024, 0x90);
  attack.elf().copy(chunk, 0, 0, 64);
  for (let written = 0; written < sent; written += chunk.length) {
    socket.write(written === 0 ? chunk : chunk.fill(0x90));
  }
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...headerLines] = received.toString('latin1', 0, end).split('\r\n');
      const parsed = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const length = Number(parsed['content-length'] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({
        status: Number(statusLine!.split(' ')[1]),
        headers: parsed,
        body: received.toString('utf8', end + 4, end + 4 + length),
      });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed before an answer')));
  });
  return { answer, closed, socket };
}

const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no result in ${deadlineMs} ms`)), deadlineMs).unref(),
    ),
  ]);

describe('on local disk', () => {
  let world: World;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await makeTempDir('attack-media');
    world = await openWorld(new LocalDiskStorage(storageDir), () => storedFiles(storageDir));
  }, 120_000);
  afterAll(async () => {
    // A connection left pinned by an unread body would hold this up: it must not.
    await within(world?.test.close() ?? Promise.resolve(), 'closing the app');
    await rm(storageDir, { recursive: true, force: true });
  }, 30_000);

  attacks(() => world);

  describe('a refused upload’s connection', () => {
    const expectedFor = (route: RouteCase, role: Role) =>
      role === 'anonymous'
        ? { status: 401, code: 'UNAUTHORIZED' }
        : role === 'USER' && route.producer
          ? { status: 403, code: 'FORBIDDEN' }
          : validation;
    /** The target, and the token of `role` there (a producer route's USER is a member of the tenant). */
    const prepare = async (route: RouteCase, role: Role) => {
      const target = await route.target(world, role === 'ADMIN' ? 'ADMIN' : 'USER');
      const token =
        role === 'anonymous'
          ? undefined
          : route.producer && role === 'USER'
            ? (await world.member('USER')).token
            : target.token;
      return { target, token };
    };

    for (const role of ['anonymous', 'USER', 'ADMIN'] as const) {
      it(`is answered mid-body and closed, and the next request works (${role})`, async () => {
        const failures: string[] = [];
        for (const route of routes) {
          const name = `${route.method} ${route.pattern} as ${role}`;
          const { target, token } = await prepare(route, role);
          const before = await snapshot(world);
          const boundary = `----attack${randomBytes(8).toString('hex')}`;
          const head = Buffer.from(
            `--${boundary}\r\n${target.fields
              .map(
                (field) =>
                  `Content-Disposition: form-data; name="${field.name}"\r\n\r\n${field.data}\r\n--${boundary}\r\n`,
              )
              .join('')}Content-Disposition: form-data; name="${route.fileField}"; filename="big.jpg"\r\n` +
              'Content-Type: image/jpeg\r\n\r\n',
          );
          // 6 MB declared, 4 MB sent: an answer that waited for the whole body would never come.
          const upload = partialUpload(
            world.port,
            route.method,
            target.url,
            auth(token),
            head,
            6_000_000,
            4_000_000,
          );
          try {
            const answer = await within(upload.answer, `${name}: the answer`);
            const code = (JSON.parse(answer.body) as { code: string }).code;
            const expected = expectedFor(route, role);
            if (answer.status !== expected.status || code !== expected.code) {
              failures.push(`${name}: ${answer.status} ${answer.body.slice(0, 120)}`);
            }
            expect(answer.headers.connection, name).toBe('close');
            await within(upload.closed, `${name}: the server closing the connection`);
          } finally {
            upload.socket.destroy();
          }
          // The next request, by fetch (its own keep-alive pool), is answered.
          const next = await fetch(`${world.origin}/api/health`, { signal: AbortSignal.timeout(deadlineMs) });
          expect(next.status, name).toBe(200);
          await next.arrayBuffer();
          await expectNoTempFiles(world);
          expect(await snapshot(world), name).toEqual(before);
        }
        expect(failures).toEqual([]);
      });
    }

    it('answers a browser-like fetch that sends a 3 MB refused body, then serves the next one', async () => {
      for (const route of routes) {
        for (const role of ['anonymous', 'USER', 'ADMIN'] as const) {
          const name = `${route.method} ${route.pattern} as ${role}`;
          const { target, token } = await prepare(route, role);
          const form = new FormData();
          for (const field of target.fields) form.set(field.name!, String(field.data));
          const junk = Buffer.alloc(3_000_000, 0x90);
          attack.elf().copy(junk, 0, 0, 64);
          form.append(route.fileField, new Blob([junk], { type: 'image/jpeg' }), 'big.jpg');
          const response = await fetch(`${world.origin}${target.url}`, {
            method: route.method,
            headers: auth(token),
            body: form,
            signal: AbortSignal.timeout(deadlineMs),
          });
          expect({
            name,
            status: response.status,
            code: ((await response.json()) as { code: string }).code,
          }).toEqual({
            name,
            ...expectedFor(route, role),
          });
          const next = await fetch(`${world.origin}/api/health`, { signal: AbortSignal.timeout(deadlineMs) });
          expect(next.status, name).toBe(200);
          await next.arrayBuffer();
        }
      }
      await expectNoTempFiles(world);
    });
  });
});

describe('on S3 (s3rver)', () => {
  let server: S3rver;
  let directory: string;
  let world: World;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'vitrine-attack-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: 'attacks' }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const storage = await S3Storage.open({ endpoint, bucket: 'attacks', ...s3Credentials });
    const client = new AwsClient({
      accessKeyId: s3Credentials.accessKey,
      secretAccessKey: s3Credentials.secretKey,
      region: s3Credentials.region,
      service: 's3',
    });
    // What the bucket holds, by the S3 API itself (ListObjectsV2; the test stores far under 1,000 keys).
    const listStored = async () => {
      const response = await client.fetch(`${endpoint}/attacks?list-type=2&max-keys=1000`);
      const xml = await response.text();
      expect(response.status).toBe(200);
      expect(xml).not.toContain('<IsTruncated>true');
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
    };
    world = await openWorld(storage, listStored);
  }, 120_000);
  afterAll(async () => {
    await within(world?.test.close() ?? Promise.resolve(), 'closing the app');
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  }, 30_000);

  attacks(() => world);
});
