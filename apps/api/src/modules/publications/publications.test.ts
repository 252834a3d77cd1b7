import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { limits, publicationSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  imagePart,
  jpeg,
  mp4,
  mp4Head,
  multipart,
  ogg,
  type Part,
  png,
  setup,
  webm,
} from '../../../test/fixtures.ts';
import { loadConfig } from '../../config.ts';
import { publications } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent();
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

function post(token: string | undefined, query: string, parts?: Part[], event: number = eventId) {
  const body = parts ? multipart(parts) : undefined;
  return ctx.test.app.inject({
    method: 'POST',
    url: `/api/publication/event/${event}?${query}`,
    headers: { ...auth(token), ...body?.headers },
    ...(body ? { payload: body.payload } : {}),
  });
}

/** Refused with `status`/`code`, and neither a media row nor a stored file nor a post is left. */
async function expectNothingStored(
  send: () => Promise<{ statusCode: number; json(): { code: string } }>,
  status: number,
  code: string,
) {
  const before = await ctx.snapshot();
  const posts = (await ctx.db.select().from(publications)).length;
  const response = await send();
  expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
  expect(await ctx.snapshot()).toEqual(before);
  expect((await ctx.db.select().from(publications)).length).toBe(posts);
}

describe('POST /api/publication/event/:eventId — who may post', () => {
  it('answers anonymous 401, GUEST 403, unconfirmed 403 CONFIRMATION_REQUIRED', async () => {
    const { actors } = ctx;
    expect((await post(undefined, 'type=PUBLICATION&description=oi')).statusCode).toBe(401);
    expect((await post(actors.guest, 'type=PUBLICATION&description=oi')).json().code).toBe('FORBIDDEN');
    const unconfirmed = await post(actors.unconfirmed, 'type=PUBLICATION&description=oi');
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().code).toBe('CONFIRMATION_REQUIRED');
  });

  it('closes the connection after refusing a multipart body it never read', async () => {
    const refused = await post(undefined, 'type=PUBLICATION', [await imagePart()]);
    expect(refused.statusCode).toBe(401);
    // Else a keep-alive connection would wait for a body nobody reads.
    expect(refused.headers.connection).toBe('close');
    const plain = await post(undefined, 'type=PUBLICATION&description=oi');
    expect(plain.headers.connection).not.toBe('close');
  });

  it('lets only an ADMIN announce', async () => {
    const denied = await post(ctx.actors.user, 'type=ANNOUNCEMENT&description=Aviso');
    expect(denied.statusCode).toBe(403);
    const made = await post(ctx.actors.admin, 'type=ANNOUNCEMENT&description=Aviso');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ type: 'ANNOUNCEMENT', status: 'APPROVED', description: 'Aviso' });
  });

  it("starts a USER's post in ANALYSIS and approves an ADMIN's at once", async () => {
    const mine = await post(ctx.actors.user, 'type=PUBLICATION&description=Olá');
    expect(mine.statusCode).toBe(201);
    expect(publicationSchema.parse(mine.json())).toMatchObject({
      status: 'ANALYSIS',
      eventId,
      user: { id: ctx.actors.ids.user, name: 'ana' },
    });
    const admins = await post(ctx.actors.admin, 'type=PUBLICATION&description=Bem-vindos');
    expect(admins.json().status).toBe('APPROVED');
  });

  it('answers 404 for an event of another tenant or none, 400 for a malformed id', async () => {
    expect(
      (await post(ctx.actors.user, 'type=PUBLICATION&description=x', undefined, 999_999)).json().code,
    ).toBe('EVENT_NOT_FOUND');
    const foreign = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/publication/event/${eventId}?type=PUBLICATION&description=x`,
      headers: auth(ctx.actors.otherAdmin, { 'x-tenant': 'other' }),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await post(ctx.actors.user, 'type=PUBLICATION&description=x', undefined, 'abc' as never)).statusCode,
    ).toBe(400);
    expect((await post(ctx.actors.user, 'type=OTHER&description=x')).statusCode).toBe(400);
  });

  it('keeps the description as plain text and requires it without media', async () => {
    const html = '<script>alert(1)</script> <b>oi</b>';
    const made = await post(ctx.actors.user, `type=PUBLICATION&description=${encodeURIComponent(html)}`);
    expect(made.json().description).toBe(html);
    expect((await post(ctx.actors.user, 'type=PUBLICATION')).statusCode).toBe(400);
    expect((await post(ctx.actors.user, 'type=PUBLICATION&description=%20%20')).statusCode).toBe(400);
    const long = 'a'.repeat(5_001);
    const tooLong = await post(ctx.actors.user, 'type=PUBLICATION', [{ name: 'description', data: long }]);
    expect(tooLong.statusCode).toBe(400);
    // A long text may travel as a form field instead of the URL.
    const asField = await post(ctx.actors.user, 'type=PUBLICATION', [
      { name: 'description', data: 'b'.repeat(5_000) },
    ]);
    expect(asField.statusCode).toBe(201);
  });
});

describe('POST with media', () => {
  it('stores up to 3 images and videos; videos keep their extension', async () => {
    const before = await ctx.snapshot();
    const made = await post(ctx.actors.user, 'type=PUBLICATION', [
      await imagePart(),
      { filename: 'a.png', type: 'image/png', data: await png() },
      { filename: 'clip.mp4', type: 'video/mp4', data: mp4() },
    ]);
    expect(made.statusCode).toBe(201);
    const images: string[] = made.json().images;
    expect(images).toHaveLength(3);
    expect(images[0]).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+-64\.webp$/);
    expect(images[2]).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+\.mp4$/);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(before.rows + 3);
    const video = await ctx.test.app.inject({ url: images[2]! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload).toEqual(mp4());
    // Browsers fetch videos in ranges.
    const head = await ctx.test.app.inject({ url: images[2]!, headers: { range: 'bytes=0-9' } });
    expect(head.statusCode).toBe(206);
    const length = mp4().length;
    expect(head.headers['content-range']).toBe(`bytes 0-9/${length}`);
    expect(head.rawPayload).toEqual(mp4().subarray(0, 10));
    const tail = await ctx.test.app.inject({ url: images[2]!, headers: { range: `bytes=${length - 48}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toHaveLength(48);
    const past = await ctx.test.app.inject({ url: images[2]!, headers: { range: 'bytes=99999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${length}`);
    const image = await ctx.test.app.inject({ url: images[0]! });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('takes a webm and an ogg video', async () => {
    const made = await post(ctx.actors.admin, 'type=ANNOUNCEMENT', [
      { filename: 'v.webm', type: 'video/webm', data: webm() },
      { filename: 'v.ogv', type: 'video/ogg', data: ogg() },
    ]);
    expect(made.json().images[0]).toMatch(/\.webm$/);
    expect(made.json().images[1]).toMatch(/\.ogg$/);
  });

  it('refuses a video whose container does not parse to its end, and stores nothing', async () => {
    const html = Buffer.from('<script>alert(1)</script>');
    const cases: [string, Buffer][] = [];
    for (const [name, whole, head] of [
      ['mp4', mp4(), 32],
      ['webm', webm(), 40],
      ['ogg', ogg(), 58],
    ] as const) {
      cases.push(
        [`${name} header + HTML`, Buffer.concat([whole.subarray(0, head), html])],
        [`${name} header + zeros`, Buffer.concat([whole.subarray(0, head), Buffer.alloc(30_000)])],
        [`${name} + HTML`, Buffer.concat([whole, html])],
        [`${name} cut short`, whole.subarray(0, whole.length - 100)],
      );
    }
    for (const [name, data] of cases) {
      const parts = [await imagePart(), { filename: `v.${name.split(' ')[0]}`, type: 'video/mp4', data }];
      await expectNothingStored(() => post(ctx.actors.user, 'type=PUBLICATION', parts), 400, 'VIDEO_INVALID');
    }
  });

  it('refuses a 4th medium with 400 and stores nothing', async () => {
    const parts = [await imagePart(), await imagePart(), await imagePart(), await imagePart()];
    await expectNothingStored(
      () => post(ctx.actors.user, 'type=PUBLICATION', parts),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('refuses bad media and stores nothing', async () => {
    const text = { filename: 'photo.jpg', type: 'image/jpeg', data: 'just some text, not an image' };
    const truncated = {
      filename: 't.jpg',
      type: 'image/jpeg',
      data: (await jpeg(400, 300)).subarray(0, 300),
    };
    const notVideo = { filename: 'clip.mp4', type: 'video/mp4', data: Buffer.alloc(4_000, 1) };
    const bigImage = Buffer.alloc(5_242_881, 0);
    (await jpeg()).copy(bigImage, 0);
    const big = { filename: 'big.jpg', type: 'image/jpeg', data: bigImage };
    const bigVideo = { filename: 'big.mp4', type: 'video/mp4', data: mp4Head(65_537) };
    const good = await imagePart();
    const cases: [Part[], number, string][] = [
      [[good, text], 400, 'VALIDATION_ERROR'],
      [[good, truncated], 400, 'VALIDATION_ERROR'],
      [[good, notVideo], 400, 'VALIDATION_ERROR'],
      [[good, big], 413, 'PAYLOAD_TOO_LARGE'],
      [[good, bigVideo], 413, 'PAYLOAD_TOO_LARGE'],
      [[good, { filename: 'empty.png', type: 'image/png', data: '' }], 400, 'VALIDATION_ERROR'],
    ];
    for (const [parts, status, code] of cases) {
      await expectNothingStored(() => post(ctx.actors.user, 'type=PUBLICATION', parts), status, code);
    }
  });

  it('answers a broken multipart body with 400, not 500', async () => {
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/publication/event/${eventId}?type=PUBLICATION&description=x`,
      headers: { ...auth(ctx.actors.user), 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
    });
    expect(response.statusCode).toBe(400);
  });

  it('rate-limits posting per user', async () => {
    // The other user has not posted yet: 30 within the window, then 429.
    for (let index = 0; index < 30; index++) {
      expect((await post(ctx.actors.other, `type=PUBLICATION&description=n${index}`)).statusCode).toBe(201);
    }
    const limited = await post(ctx.actors.other, 'type=PUBLICATION&description=one-too-many');
    expect(limited.statusCode).toBe(429);
    await ctx.db.delete(publications).where(eq(publications.authorId, ctx.actors.ids.other));
  });
});

describe('upload bytes per hour', () => {
  it('answers 429 with Retry-After past UPLOAD_BYTES_PER_HOUR and stores nothing', async () => {
    // 2 MiB an hour; each request counts its files' bytes in whole MiB.
    const quota = await setup(65_536, { UPLOAD_BYTES_PER_HOUR: String(2 * 1_048_576) });
    try {
      const event = await quota.newEvent();
      const send = (parts: Part[], token = quota.actors.user) => {
        const body = multipart(parts);
        return quota.test.app.inject({
          method: 'POST',
          url: `/api/publication/event/${event}?type=PUBLICATION&description=q`,
          headers: { ...auth(token), ...body.headers },
          payload: body.payload,
        });
      };
      const before = await quota.snapshot();
      // 2.4 MB of noise: 3 MiB counted, past the quota at once.
      const noise = await sharp(randomBytes(1000 * 800 * 3), {
        raw: { width: 1000, height: 800, channels: 3 },
      })
        .png()
        .toBuffer();
      const big = await send([{ name: 'files', filename: 'n.png', type: 'image/png', data: noise }]);
      expect({ status: big.statusCode, code: big.json().code }).toEqual({
        status: 429,
        code: 'UPLOAD_QUOTA_EXCEEDED',
      });
      expect(Number(big.headers['retry-after'])).toBeGreaterThan(3_500);
      expect(await quota.snapshot()).toEqual(before);
      // Spent: even a small photo waits for the hour, refused before its body is read.
      const small = await send([await imagePart()]);
      expect(small.statusCode).toBe(429);
      expect(small.headers['retry-after']).toBeDefined();
      expect(small.headers.connection).toBe('close');
      expect(await quota.snapshot()).toEqual(before);
      // Another member has a quota of their own.
      expect((await send([await imagePart()], quota.actors.other)).statusCode).toBe(201);
    } finally {
      await quota.test.close();
      await rm(quota.storageDir, { recursive: true, force: true });
    }
  });
});

describe('video limit configuration', () => {
  it('defaults to 50 MB and is told to the web app', async () => {
    expect(loadConfig({}).videoMaxBytes).toBe(limits.videoMaxBytes);
    expect(() => loadConfig({ VIDEO_MAX_BYTES: 'lots' })).toThrow(/VIDEO_MAX_BYTES/);
    const response = await ctx.test.app.inject({ url: '/api/config' });
    expect(response.json().videoMaxBytes).toBe(65_536);
  });
});
