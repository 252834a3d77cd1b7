import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, jpeg, multipart, type Part, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { exhibitorRequest, fakeImage, sendForm, truncatedJpeg } from '../../../test/producer-forms.ts';
import { exhibitors, properties, propertyImages } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Feira dos Estandes');
}, 120_000);
afterAll(() => ctx?.test.close());

type Files = Part[];
const send = (method: 'POST' | 'PUT', url: string, json: unknown, files: Files = [], token?: string) =>
  sendForm(ctx.test, method, url, token, { field: 'exhibitorRequest', json, files });
const create = (json: unknown, files: Files = []) =>
  send('POST', '/api/exhibitor', json, files, ctx.actors.admin);
const standCount = async () => (await ctx.db.select({ value: count() }).from(exhibitors))[0]!.value;
const fieldsOf = (response: { json(): { args: { field: string }[] } }) =>
  response.json().args.map((issue) => issue.field);
const pictures = async () => [
  await imagePart('profilePicture'),
  await imagePart('coverPhoto'),
  await imagePart('coverPhotoMobile'),
];

describe('producer exhibitor writes: who may', () => {
  it('refuses anonymous (401), GUEST and USER (403) on every route', async () => {
    const id = (await create(exhibitorRequest(eventId))).json().id;
    for (const [token, status] of [
      [undefined, 401],
      [ctx.actors.guest, 403],
      [ctx.actors.user, 403],
    ] as const) {
      expect((await send('POST', '/api/exhibitor', exhibitorRequest(eventId), [], token)).statusCode).toBe(
        status,
      );
      expect(
        (await send('PUT', `/api/exhibitor/${id}`, exhibitorRequest(eventId), [], token)).statusCode,
      ).toBe(status);
      const del = await ctx.test.app.inject({
        method: 'DELETE',
        url: `/api/exhibitor/${id}`,
        headers: auth(token),
      });
      expect(del.statusCode).toBe(status);
    }
  });

  it('keeps another tenant’s ADMIN out: its events and exhibitors do not exist there', async () => {
    const id = (await create(exhibitorRequest(eventId))).json().id;
    const other = (method: 'POST' | 'PUT', url: string) =>
      sendForm(ctx.test, method, url, ctx.actors.otherAdmin, {
        field: 'exhibitorRequest',
        json: exhibitorRequest(eventId),
        tenant: otherTenant,
      });
    const post = await other('POST', '/api/exhibitor');
    expect([post.statusCode, post.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const put = await other('PUT', `/api/exhibitor/${id}`);
    expect([put.statusCode, put.json().code]).toEqual([404, 'EXHIBITOR_NOT_FOUND']);
    const del = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/exhibitor/${id}`,
      headers: auth(ctx.actors.otherAdmin, otherTenant),
    });
    expect([del.statusCode, del.json().code]).toEqual([404, 'EXHIBITOR_NOT_FOUND']);
  });
});

describe('POST /api/exhibitor', () => {
  it('creates the exhibitor with its pictures; the public reads show it at once', async () => {
    const listed = await ctx.test.app.inject({
      url: `/api/exhibitor/findByEvent/${eventId}`,
      headers: auth(),
    });
    expect(listed.statusCode).toBe(200);
    const response = await create(exhibitorRequest(eventId), await pictures());
    expect(response.statusCode).toBe(201);
    const stand = response.json();
    expect(stand).toMatchObject({
      eventId,
      title: 'Construtora Horizonte',
      quota: 'GOLD',
      sponsor: true,
      category: 'Construtoras',
      dateStart: '01/12/2026',
      address: { road: 'Av. Paulista', complement: null },
      socialMedia: { site: 'https://horizonte.example', instagram: null },
    });
    for (const picture of [stand.profilePicture, stand.coverPhoto, stand.coverPhotoMobile]) {
      expect(picture).toMatch(/^\/api\/media\/.+\.webp$/);
    }
    const read = await ctx.test.app.inject({ url: `/api/exhibitor/${stand.id}`, headers: auth() });
    expect(read.json()).toEqual(stand);
    const grouped = await ctx.test.app.inject({
      url: `/api/exhibitor/findByEvent/${eventId}`,
      headers: auth(),
    });
    expect(grouped.json().Construtoras.map((item: { id: number }) => item.id)).toContain(stand.id);
    const event = await ctx.test.app.inject({ url: `/api/event/${eventId}`, headers: auth() });
    expect(event.json().listSponsor.map((sponsor: { id: number }) => sponsor.id)).toContain(stand.id);
  });

  it('takes the quota as a code 1–6 or a name, and the JSON from the query too', async () => {
    const codes = ['PRESENT', 'DIAMOND', 'GOLD', 'SILVER', 'TECH', 'CONSTRUCTOR'];
    for (const [index, name] of codes.entries()) {
      expect((await create(exhibitorRequest(eventId, { quota: index + 1 }))).json().quota).toBe(name);
      expect((await create(exhibitorRequest(eventId, { quota: String(index + 1) }))).json().quota).toBe(name);
    }
    expect((await create(exhibitorRequest(eventId, { quota: 'TECH' }))).json().quota).toBe('TECH');
    for (const quota of [0, 7, 'GOLDEN']) {
      const response = await create(exhibitorRequest(eventId, { quota }));
      expect(fieldsOf(response)).toContain('exhibitorRequest.quota');
    }
    const json = encodeURIComponent(JSON.stringify(exhibitorRequest(eventId, { title: 'Pela URL' })));
    for (const name of ['exhibitorRequest', 'request']) {
      const response = await ctx.test.app.inject({
        method: 'POST',
        url: `/api/exhibitor?${name}=${json}`,
        headers: auth(ctx.actors.admin),
      });
      expect([response.statusCode, response.json().title]).toEqual([201, 'Pela URL']);
    }
  });

  it('reads the JSON sent as a Blob (a file part of type application/json), as browsers send it', async () => {
    // FormData.append('exhibitorRequest', new Blob([json], { type: 'application/json' })).
    const blob = (name: string, value: unknown): Part => ({
      name,
      filename: 'blob',
      type: 'application/json; charset=utf-8',
      data: JSON.stringify(value),
    });
    const form = (parts: Part[]) => multipart(parts);
    const created = form([
      blob('exhibitorRequest', exhibitorRequest(eventId, { title: 'Do Blob' })),
      ...(await pictures()),
    ]);
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/exhibitor',
      payload: created.payload,
      headers: { ...auth(ctx.actors.admin), ...created.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Do Blob' });
    expect(response.json().profilePicture).toBeTruthy();
    const edited = form([
      blob('exhibitorRequest', exhibitorRequest(eventId, { title: 'Editado pelo Blob' })),
    ]);
    const update = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/exhibitor/${response.json().id}`,
      payload: edited.payload,
      headers: { ...auth(ctx.actors.admin), ...edited.headers },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().title).toBe('Editado pelo Blob');
    // Held to the same size as a text field (512 KB here).
    const huge = form([blob('exhibitorRequest', { description: 'x'.repeat(600_000) })]);
    const tooLarge = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/exhibitor',
      payload: huge.payload,
      headers: { ...auth(ctx.actors.admin), ...huge.headers },
    });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('lists every missing required field; an unknown event is EVENT_NOT_FOUND', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    const fields = fieldsOf(response);
    for (const name of ['idEvent', 'title', 'description', 'shortDescription', 'category', 'quota']) {
      expect(fields).toContain(`exhibitorRequest.${name}`);
    }
    const empty = await create(exhibitorRequest(eventId, { description: '<p><script>x</script></p>' }));
    expect(fieldsOf(empty)).toEqual(['exhibitorRequest.description']);
    const malformed = await sendForm(ctx.test, 'POST', '/api/exhibitor', ctx.actors.admin, {
      field: 'exhibitorRequest',
      raw: 'nope',
    });
    expect(malformed.json().args).toEqual([{ field: 'exhibitorRequest', message: 'Malformed JSON' }]);
    const before = await ctx.snapshot();
    const unknown = await create(exhibitorRequest(999_999), await pictures());
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('stores nothing when one picture among good ones is bad', async () => {
    const before = { ...(await ctx.snapshot()), stands: await standCount() };
    for (const bad of [
      fakeImage('coverPhotoMobile'),
      truncatedJpeg(await jpeg(800, 600), 'coverPhotoMobile'),
    ]) {
      const response = await create(exhibitorRequest(eventId), [
        await imagePart('profilePicture'),
        await imagePart('coverPhoto'),
        bad,
      ]);
      expect(response.statusCode).toBe(400);
      expect({ ...(await ctx.snapshot()), stands: await standCount() }).toEqual(before);
    }
    const gallery = await create(exhibitorRequest(eventId), [await imagePart('files')]);
    expect(fieldsOf(gallery)).toEqual(['files']);
    expect({ ...(await ctx.snapshot()), stands: await standCount() }).toEqual(before);
  });

  it('sanitizes description and aboutSponsor', async () => {
    const xss = '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script>alert(1)</script>';
    const response = await create(
      exhibitorRequest(eventId, { description: `<p>ok</p>${xss}`, aboutSponsor: xss }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(exhibitors).where(eq(exhibitors.id, response.json().id));
    for (const html of [
      response.json().description,
      response.json().aboutSponsor,
      row!.description,
      row!.aboutSponsor,
    ]) {
      expect(html ?? '').not.toMatch(/<script|\son\w+\s*=|javascript:/i);
    }
  });
});

describe('PUT and DELETE /api/exhibitor/{id}', () => {
  it('replaces the fields and a sent picture; the old picture leaves storage; others are kept', async () => {
    const created = (await create(exhibitorRequest(eventId), await pictures())).json();
    await ctx.test.app.inject({ url: `/api/exhibitor/${created.id}`, headers: auth() });
    const before = await ctx.snapshot();
    const response = await send(
      'PUT',
      `/api/exhibitor/${created.id}`,
      exhibitorRequest(eventId, { title: 'Horizonte 2', quota: 2, sponsor: false }),
      [await imagePart('coverPhoto')],
      ctx.actors.admin,
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({ title: 'Horizonte 2', quota: 'DIAMOND', sponsor: false });
    expect(edited.profilePicture).toBe(created.profilePicture);
    expect(edited.coverPhoto).not.toBe(created.coverPhoto);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(before.rows);
    const key = (url: string) =>
      url
        .split('/')
        .at(-1)!
        .replace(/-\d+\.webp$/, '');
    expect(after.files.some((file) => file.startsWith(key(created.coverPhoto)))).toBe(false);
    const read = await ctx.test.app.inject({ url: `/api/exhibitor/${created.id}`, headers: auth() });
    expect(read.json().title).toBe('Horizonte 2');
  });

  it('changes nothing when a new picture is bad', async () => {
    const created = (await create(exhibitorRequest(eventId), await pictures())).json();
    const before = await ctx.snapshot();
    const response = await send(
      'PUT',
      `/api/exhibitor/${created.id}`,
      exhibitorRequest(eventId, { title: 'Nunca' }),
      [await imagePart('profilePicture'), truncatedJpeg(await jpeg(800, 600), 'coverPhoto')],
      ctx.actors.admin,
    );
    expect(response.statusCode).toBe(400);
    expect(await ctx.snapshot()).toEqual(before);
    const read = await ctx.test.app.inject({ url: `/api/exhibitor/${created.id}`, headers: auth() });
    expect(read.json()).toEqual(created);
  });

  it('moves an exhibitor to another event with its properties', async () => {
    const created = (await create(exhibitorRequest(eventId))).json();
    const [home] = await ctx.db
      .insert(properties)
      .values({
        tenantId: ctx.tenantId,
        eventId,
        exhibitorId: created.id,
        title: 'Casa',
        status: 'READY',
        size: 80,
      })
      .returning();
    const target = await ctx.newEvent('Outra feira');
    const response = await send(
      'PUT',
      `/api/exhibitor/${created.id}`,
      exhibitorRequest(target),
      [],
      ctx.actors.admin,
    );
    expect([response.statusCode, response.json().eventId]).toEqual([200, target]);
    const [moved] = await ctx.db.select().from(properties).where(eq(properties.id, home!.id));
    expect(moved!.eventId).toBe(target);
  });

  it('deletes the exhibitor, its properties and all their media', async () => {
    const baseline = await ctx.snapshot();
    const created = (await create(exhibitorRequest(eventId), await pictures())).json();
    const [home] = await ctx.db
      .insert(properties)
      .values({
        tenantId: ctx.tenantId,
        eventId,
        exhibitorId: created.id,
        title: 'Casa',
        status: 'READY',
        size: 80,
      })
      .returning();
    const photo = await ctx.test.app.media.saveImage(ctx.tenantId, await jpeg());
    await ctx.db.insert(propertyImages).values({ propertyId: home!.id, mediaId: photo.id, position: 0 });
    const response = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/exhibitor/${created.id}`,
      headers: auth(ctx.actors.admin),
    });
    expect(response.statusCode).toBe(204);
    expect(await ctx.snapshot()).toEqual(baseline);
    expect(await ctx.db.select().from(properties).where(eq(properties.id, home!.id))).toEqual([]);
    const read = await ctx.test.app.inject({ url: `/api/exhibitor/${created.id}`, headers: auth() });
    expect(read.statusCode).toBe(404);
  });
});
