import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, jpeg, type Part, setup } from '../../../test/fixtures.ts';
import { eventRequest, sendForm, truncatedJpeg } from '../../../test/producer-forms.ts';
import { eventImages, exhibitors, mediaFiles, publications, speakers, tenants } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  ctx = await setup();
}, 120_000);
afterAll(() => ctx?.test.close());

const create = (json: unknown, files: Part[] = [], token = ctx.actors.admin) =>
  sendForm(ctx.test, 'POST', '/api/event', token, { json, files });
const fieldsOf = (response: { json(): { args: { field: string }[] } }) =>
  response.json().args.map((issue) => issue.field);

describe('PUT /api/event/{id}', () => {
  it('keeps the listed gallery images, appends new ones, replaces a picture; the old ones leave storage', async () => {
    const created = (
      await create(eventRequest(), [
        await imagePart('coverPhoto'),
        await imagePart('profilePicture'),
        await imagePart('files'),
        await imagePart('files'),
      ])
    ).json();
    const [first, second] = created.images as string[];
    // Warm the public read cache: the edit must show at once anyway.
    await ctx.test.app.inject({ url: `/api/event/${created.id}`, headers: auth() });
    const before = await ctx.snapshot();
    const response = await sendForm(ctx.test, 'PUT', `/api/event/${created.id}`, ctx.actors.admin, {
      json: eventRequest({ title: 'Editado', images: [second] }),
      files: [await imagePart('coverPhoto'), await imagePart('files')],
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited.title).toBe('Editado');
    expect(edited.images).toHaveLength(2);
    expect(edited.images[0]).toBe(second);
    expect(edited.coverPhoto).not.toBe(created.coverPhoto);
    expect(edited.profilePicture).toBe(created.profilePicture);
    const after = await ctx.snapshot();
    // Two added, two dropped (the first gallery image and the old cover).
    expect(after.rows).toBe(before.rows);
    const name = (url: string) =>
      url
        .split('/')
        .at(-1)!
        .replace(/-\d+\.webp$/, '');
    for (const gone of [first, created.coverPhoto]) {
      expect(after.files.some((file) => file.startsWith(name(gone)))).toBe(false);
    }
    expect(after.files.some((file) => file.startsWith(name(second!)))).toBe(true);
    const read = await ctx.test.app.inject({ url: `/api/event/${created.id}`, headers: auth() });
    expect(read.json().title).toBe('Editado');
  });

  it('refuses a gallery URL that is not the event’s, changing nothing', async () => {
    const created = (await create(eventRequest(), [await imagePart('files')])).json();
    const before = await ctx.snapshot();
    const response = await sendForm(ctx.test, 'PUT', `/api/event/${created.id}`, ctx.actors.admin, {
      json: eventRequest({ title: 'Nunca', images: ['/api/media/someone-elses-1440.webp'] }),
      files: [await imagePart('coverPhoto')],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['request.images.0']);
    expect(await ctx.snapshot()).toEqual(before);
    const read = await ctx.test.app.inject({ url: `/api/event/${created.id}`, headers: auth() });
    expect(read.json()).toEqual(created);
  });

  it('changes nothing when one new file among good ones is bad', async () => {
    const created = (
      await create(eventRequest(), [await imagePart('coverPhoto'), await imagePart('files')])
    ).json();
    const before = await ctx.snapshot();
    const response = await sendForm(ctx.test, 'PUT', `/api/event/${created.id}`, ctx.actors.admin, {
      json: eventRequest({ title: 'Nunca', images: [] }),
      files: [
        await imagePart('coverPhoto'),
        await imagePart('files'),
        truncatedJpeg(await jpeg(800, 600), 'files'),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await ctx.snapshot()).toEqual(before);
    const read = await ctx.test.app.inject({ url: `/api/event/${created.id}`, headers: auth() });
    expect(read.json()).toEqual(created);
  });

  it('keeps the gallery and the omitted optional fields when left out', async () => {
    const created = (await create(eventRequest({ featured: true }), [await imagePart('files')])).json();
    const { videos: _videos, socialMediaRequest: _social, ...rest } = eventRequest({ local: 'Outro lugar' });
    const response = await sendForm(ctx.test, 'PUT', `/api/event/${created.id}`, ctx.actors.admin, {
      json: rest,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      local: 'Outro lugar',
      images: created.images,
      featured: true,
      videos: created.videos,
      socialMedia: created.socialMedia,
    });
  });
});

describe('DELETE /api/event/{id}', () => {
  it('removes the event, everything under it and all their media files', async () => {
    const baseline = await ctx.snapshot();
    const event = (
      await create(eventRequest(), [await imagePart('coverPhoto'), await imagePart('files')])
    ).json();
    const stand = await sendForm(ctx.test, 'POST', '/api/exhibitor', ctx.actors.admin, {
      field: 'exhibitorRequest',
      json: {
        idEvent: event.id,
        title: 'Estande',
        description: '<p>x</p>',
        shortDescription: 'x',
        category: 'Tech',
        quota: 5,
      },
      files: [await imagePart('profilePicture')],
    });
    expect(stand.statusCode).toBe(201);
    const post = await sendForm(
      ctx.test,
      'POST',
      `/api/publication/event/${event.id}?type=ANNOUNCEMENT`,
      ctx.actors.admin,
      {
        field: 'description',
        raw: 'Aviso',
        files: [await imagePart('files')],
      },
    );
    expect(post.statusCode).toBe(201);
    await ctx.db.insert(speakers).values({ tenantId: ctx.tenantId, eventId: event.id, name: 'Ana' });
    expect((await ctx.snapshot()).rows).toBe(baseline.rows + 4);

    const response = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/event/${event.id}`,
      headers: auth(ctx.actors.admin),
    });
    expect(response.statusCode).toBe(204);
    expect(await ctx.snapshot()).toEqual(baseline);
    for (const table of [exhibitors, publications, speakers]) {
      const rows = await ctx.db.select().from(table).where(eq(table.eventId, event.id));
      expect(rows).toEqual([]);
    }
    const read = await ctx.test.app.inject({ url: `/api/event/${event.id}`, headers: auth() });
    expect(read.statusCode).toBe(404);
    const again = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/event/${event.id}`,
      headers: auth(ctx.actors.admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it('clears the tenant’s default event when it is the one deleted; the next new event becomes it', async () => {
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
    const defaultId = tenant!.defaultEventId!;
    const mediaBefore = await ctx.db
      .select({ id: eventImages.mediaId })
      .from(eventImages)
      .where(eq(eventImages.eventId, defaultId));
    const response = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/event/${defaultId}`,
      headers: auth(ctx.actors.admin),
    });
    expect(response.statusCode).toBe(204);
    const [after] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
    expect(after!.defaultEventId).toBeNull();
    for (const { id } of mediaBefore) {
      expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, id))).toEqual([]);
    }
    const config = await ctx.test.app.inject({ url: '/api/config', headers: auth() });
    expect(config.json().defaultEventId).toBeNull();
    const next = (await create(eventRequest({ title: 'Nova principal' }))).json();
    const [adopted] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
    expect(adopted!.defaultEventId).toBe(next.id);
  });
});

describe('OpenAPI', () => {
  it('documents the producer writes', async () => {
    const document = (await ctx.test.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/event', 'post'],
      ['/api/event/{id}', 'put'],
      ['/api/exhibitor', 'post'],
      ['/api/exhibitor/{id}', 'put'],
    ] as const) {
      // The stand's OWNER may edit its page too: the summary names both.
      expect(document.paths[path][method].summary, path).toMatch(/\(ADMIN(; [^)]+)?\)$/);
    }
    expect(document.paths['/api/event/{id}'].delete).toBeDefined();
    expect(document.paths['/api/exhibitor/{id}'].delete).toBeDefined();
  });
});

describe('over HTTP', () => {
  it('takes a browser FormData upload, and refuses one without a token before reading it', async () => {
    const address = await ctx.test.app.listen({ host: '127.0.0.1', port: 0 });
    const form = () => {
      const body = new FormData();
      body.set('request', JSON.stringify(eventRequest({ title: 'Pelo navegador' })));
      return body;
    };
    const withFiles = form();
    withFiles.append('coverPhoto', new Blob([await jpeg(1600, 200)], { type: 'image/jpeg' }), 'capa.jpg');
    withFiles.append('files', new Blob([await jpeg()], { type: 'image/jpeg' }), 'a.jpg');
    const created = await fetch(`${address}/api/event`, {
      method: 'POST',
      headers: auth(ctx.actors.admin),
      body: withFiles,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ title: 'Pelo navegador', images: [expect.any(String)] });

    const big = form();
    big.append('files', new Blob([Buffer.alloc(3_000_000, 1)], { type: 'image/jpeg' }), 'big.jpg');
    const refused = await fetch(`${address}/api/event`, { method: 'POST', headers: auth(), body: big });
    expect(refused.status).toBe(401);
    // The unread body must not pin the connection: the app still closes at once (afterAll).
    expect(refused.headers.get('connection')).toBe('close');
  });
});
