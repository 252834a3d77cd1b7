import { type Property, propertySchema } from '@vitrine/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePart, jpeg, type Part, png, storedFiles } from '../../../test/fixtures.ts';
import {
  type Context,
  expectRefused,
  expectSanitized,
  failingFields,
  keyOf,
  producerSetup,
  send,
  xssDescription,
} from '../../../test/producer-forms.ts';
import { exhibitors, mediaFiles, properties, tenants } from '../../db/schema.ts';

let ctx: Context;
let close: () => Promise<void>;
/** The seeded featured event, one of its exhibitors, and an exhibitor of another event. */
let eventId: number;
let exhibitorId: number;
let strangerExhibitorId: number;

beforeAll(async () => {
  ({ ctx, close } = await producerSetup());
  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  eventId = demo!.defaultEventId!;
  const [exhibitor] = await ctx.db.select().from(exhibitors).where(eq(exhibitors.eventId, eventId)).limit(1);
  exhibitorId = exhibitor!.id;
  const otherEvent = await ctx.newEvent('Outra feira');
  const [stranger] = await ctx.db
    .insert(exhibitors)
    .values({ tenantId: ctx.tenantId, eventId: otherEvent, title: 'Alheio', category: 'Tech' })
    .returning();
  strangerExhibitorId = stranger!.id;
});
afterAll(() => close?.());

const request = (overrides: Record<string, unknown> = {}) => ({
  eventId,
  exhibitorsId: exhibitorId,
  title: 'Residencial Teste',
  description: '<p>Apartamentos com <strong>varanda</strong></p>',
  suites: 2,
  room: 3,
  size: '84.5',
  contact: '(11) 99999-0000',
  status: 2,
  address: { road: 'Rua Augusta', number: '100', city: 'São Paulo', state: 'SP', zipCode: '01305-000' },
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, files?: Part[]) => {
  const response = await send(ctx, ctx.actors.admin, {
    method: 'POST',
    url: '/api/routeImmobile',
    request: request(overrides),
    files: files ?? [await imagePart()],
  });
  expect(response.statusCode, response.body).toBe(201);
  return propertySchema.parse(response.json());
};
const propertyCount = async () => (await ctx.db.select({ value: count() }).from(properties))[0]!.value;

describe('who may write properties', () => {
  it('refuses anonymous, GUEST, USER and another tenant’s ADMIN on every route', async () => {
    const { id } = await create();
    const files = [await imagePart()];
    await expectRefused(
      ctx,
      { method: 'POST', url: '/api/routeImmobile', request: request(), files },
      { status: 404, code: 'EVENT_NOT_FOUND' },
    );
    await expectRefused(
      ctx,
      { method: 'PUT', url: `/api/routeImmobile/${id}`, request: request(), files },
      { status: 404, code: 'IMMOBILE_NOT_FOUND' },
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `/api/routeImmobile/${id}` },
      { status: 404, code: 'IMMOBILE_NOT_FOUND' },
    );
  });
});

describe('POST /api/routeImmobile', () => {
  it('creates with images, status by code, and the public read shows it at once', async () => {
    const before = await ctx.test.app.inject({
      url: `/api/routeImmobile/event/${eventId}`,
      headers: { 'x-tenant': 'demo' },
    });
    expect(before.statusCode).toBe(200);
    const created = await create({}, [await imagePart(), { ...(await imagePart()), data: await png() }]);
    expect(created).toMatchObject({
      title: 'Residencial Teste',
      status: 'LAUNCH',
      suites: 2,
      room: 3,
      size: 84.5,
      exhibitorId,
      address: { logradouro: 'Rua Augusta, 100', localidade: 'São Paulo/SP' },
      fullAddress: {
        road: 'Rua Augusta',
        number: '100',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01305-000',
        complement: null,
      },
    });
    expect(created.images).toHaveLength(2);
    const read = await ctx.test.app.inject({
      url: `/api/routeImmobile/${created.id}`,
      headers: { 'x-tenant': 'demo' },
    });
    expect(read.json()).toEqual(created);
    const groups = (
      await ctx.test.app.inject({
        url: `/api/routeImmobile/event/${eventId}`,
        headers: { 'x-tenant': 'demo' },
      })
    ).json() as Record<string, Property[]>;
    expect(
      Object.values(groups)
        .flat()
        .some((property) => property.id === created.id),
    ).toBe(true);
  });

  it('takes the request from the URL as the original client sends it, with a status name', async () => {
    const response = await send(ctx, ctx.actors.admin, {
      method: 'POST',
      url: '/api/routeImmobile',
      request: request({ status: 'SOON_LAUNCH', contact: '' }),
      inQuery: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'SOON_LAUNCH', contact: null, images: [] });
  });

  it('sanitizes the description in what it stores and answers', async () => {
    const created = await create({ description: xssDescription });
    expectSanitized(created.description);
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row!.description).toBe(created.description);
  });

  it('lists every failing field, and names a malformed request', async () => {
    const post = (body: unknown) =>
      send(ctx, ctx.actors.admin, { method: 'POST', url: '/api/routeImmobile', request: body });
    expect(failingFields(await post({}))).toEqual(
      expect.arrayContaining([
        'request.eventId',
        'request.exhibitorsId',
        'request.title',
        'request.description',
        'request.suites',
        'request.room',
        'request.size',
        'request.status',
        'request.address',
      ]),
    );
    expect(failingFields(await post(request({ status: 7, address: { road: '' } })))).toEqual(
      expect.arrayContaining(['request.status', 'request.address.road', 'request.address.city']),
    );
    expect(failingFields(await post('{"title":'))).toEqual(['request']);
    expect(
      failingFields(await send(ctx, ctx.actors.admin, { method: 'POST', url: '/api/routeImmobile' })),
    ).toEqual(['request']);
    // Nothing but a script: empty once sanitized.
    expect(failingFields(await post(request({ description: '<script>alert(1)</script>' })))).toEqual([
      'request.description',
    ]);
  });

  it('wants the event of the tenant and an exhibitor of that event', async () => {
    const post = (overrides: Record<string, unknown>) =>
      send(ctx, ctx.actors.admin, {
        method: 'POST',
        url: '/api/routeImmobile',
        request: request(overrides),
      });
    expect((await post({ eventId: 999_999 })).json().code).toBe('EVENT_NOT_FOUND');
    const stranger = await post({ exhibitorsId: strangerExhibitorId });
    expect({ status: stranger.statusCode, code: stranger.json().code }).toEqual({
      status: 404,
      code: 'EXHIBITOR_NOT_FOUND',
    });
  });

  it('leaves no row and no file when any part is bad', async () => {
    const before = { ...(await ctx.snapshot()), properties: await propertyCount() };
    const after = async () => ({ ...(await ctx.snapshot()), properties: await propertyCount() });
    const good = await imagePart();
    const text = { name: 'files', filename: 'x.jpg', type: 'image/jpeg', data: 'not an image at all' };
    // Passes the content sniff, fails decoding: the images saved before it must go again.
    const corrupt = {
      ...good,
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]),
    };
    const post = (files: Part[], overrides: Record<string, unknown> = {}) =>
      send(ctx, ctx.actors.admin, {
        method: 'POST',
        url: '/api/routeImmobile',
        request: request(overrides),
        files,
      });
    expect((await post([good, good, text])).statusCode).toBe(400);
    expect((await post([good, good, corrupt])).statusCode).toBe(400);
    expect((await post([good], { exhibitorsId: strangerExhibitorId })).statusCode).toBe(404);
    expect((await post([good], { title: '' })).statusCode).toBe(400);
    expect((await post([{ ...good, name: 'coverPhoto' }])).statusCode).toBe(400);
    expect((await post(Array.from({ length: 11 }, () => good))).statusCode).toBe(400);
    expect(await after()).toEqual(before);
  });
});

describe('PUT /api/routeImmobile/:id', () => {
  it('keeps the listed images, appends new files, and deletes the dropped ones after the commit', async () => {
    const created = await create({}, [await imagePart(), await imagePart()]);
    const [keep, drop] = created.images as [string, string];
    const response = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/routeImmobile/${created.id}`,
      request: request({ title: 'Renomeado', status: 'READY', images: [keep] }),
      files: [{ ...(await imagePart()), data: await jpeg(200, 100) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = propertySchema.parse(response.json());
    expect(edited).toMatchObject({ id: created.id, title: 'Renomeado', status: 'READY' });
    expect(edited.images).toHaveLength(2);
    expect(edited.images[0]).toBe(keep);
    expect(edited.images).not.toContain(drop);
    const files = await storedFiles(ctx.storageDir);
    expect(files.some((file) => file.startsWith(keyOf(drop)))).toBe(false);
    expect(files.some((file) => file.startsWith(keyOf(keep)))).toBe(true);
    // Left out, `images` keeps them all.
    const unchanged = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/routeImmobile/${created.id}`,
      request: request({ title: 'De novo' }),
    });
    expect(unchanged.json().images).toEqual(edited.images);
  });

  it('takes back the full address its read gives, so an edit needs no address typed again', async () => {
    const created = await create({
      address: {
        road: 'Av. Paulista',
        number: '',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01310-100',
        complement: 'Bela Vista',
      },
    });
    expect(created.fullAddress).toEqual({
      road: 'Av. Paulista',
      number: 'S/N',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01310-100',
      complement: 'Bela Vista',
    });
    const read = propertySchema.parse(
      (
        await ctx.test.app.inject({
          url: `/api/routeImmobile/${created.id}`,
          headers: { 'x-tenant': 'demo' },
        })
      ).json(),
    );
    const response = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/routeImmobile/${created.id}`,
      request: request({ title: 'Só o título', address: read.fullAddress }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Só o título',
      fullAddress: created.fullAddress,
      address: { logradouro: 'Av. Paulista, S/N', localidade: 'Bela Vista - São Paulo/SP' },
    });
  });

  it('refuses an image that is not the property’s, and too many images, changing nothing', async () => {
    const created = await create();
    const before = await ctx.snapshot();
    const put = async (overrides: Record<string, unknown>, files = 0) =>
      send(ctx, ctx.actors.admin, {
        method: 'PUT',
        url: `/api/routeImmobile/${created.id}`,
        request: request(overrides),
        files: await Promise.all(Array.from({ length: files }, () => imagePart())),
      });
    expect(failingFields(await put({ images: ['/api/media/someone-else-640.webp'] }))).toEqual([
      'request.images',
    ]);
    expect(failingFields(await put({ images: created.images }, 10))).toEqual(['files']);
    expect(await ctx.snapshot()).toEqual(before);
    expect((await put({}, 0)).statusCode).toBe(200);
    const missing = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: '/api/routeImmobile/999999',
      request: request(),
    });
    expect(missing.json().code).toBe('IMMOBILE_NOT_FOUND');
  });
  it('lets one of two racing edits win, leaving no orphan row or file', async () => {
    const created = await create({}, [await imagePart(), await imagePart()]);
    const [first, second] = created.images as [string, string];
    const edit = async (keep: string) =>
      send(ctx, ctx.actors.admin, {
        method: 'PUT',
        url: `/api/routeImmobile/${created.id}`,
        request: request({ images: [keep] }),
        files: [await imagePart()],
      });
    const statuses = (await Promise.all([edit(first), edit(second)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const keys = new Set(
      (await ctx.db.select({ key: mediaFiles.key }).from(mediaFiles)).map((row) => row.key),
    );
    const files = await storedFiles(ctx.storageDir);
    expect(files.filter((file) => !keys.has(file.replace(/-\d+\.webp$/, '')))).toEqual([]);
    const read = await ctx.test.app.inject({
      url: `/api/routeImmobile/${created.id}`,
      headers: { 'x-tenant': 'demo' },
    });
    expect(read.json().images).toHaveLength(2);
  });
});

describe('DELETE /api/routeImmobile/:id', () => {
  it('deletes the property, its image rows and files', async () => {
    const created = await create({}, [await imagePart(), await imagePart()]);
    const before = await ctx.snapshot();
    const response = await send(ctx, ctx.actors.admin, {
      method: 'DELETE',
      url: `/api/routeImmobile/${created.id}`,
    });
    expect(response.statusCode).toBe(204);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(before.rows - 2);
    expect(after.files.some((file) => created.images.some((url) => file.startsWith(keyOf(url))))).toBe(false);
    const read = await ctx.test.app.inject({
      url: `/api/routeImmobile/${created.id}`,
      headers: { 'x-tenant': 'demo' },
    });
    expect(read.json().code).toBe('IMMOBILE_NOT_FOUND');
    const again = await send(ctx, ctx.actors.admin, {
      method: 'DELETE',
      url: `/api/routeImmobile/${created.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(
      await ctx.db
        .select()
        .from(properties)
        .where(and(eq(properties.id, created.id))),
    ).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the property, speaker and agenda writes', async () => {
    const document = (await ctx.test.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/routeImmobile', 'post'],
      ['/api/routeImmobile/{id}', 'put'],
      ['/api/speaker', 'post'],
      ['/api/speaker/{id}', 'put'],
    ] as const) {
      const operation = document.paths[path][method];
      expect(Object.keys(operation.requestBody?.content ?? {}), path).toContain('multipart/form-data');
    }
    expect(Object.keys(document.paths['/api/agenda'].post.requestBody.content)).toContain('application/json');
    expect(document.paths['/api/agenda/{id}'].put).toBeDefined();
    for (const path of ['/api/routeImmobile/{id}', '/api/speaker/{id}', '/api/agenda/{id}']) {
      expect(document.paths[path].delete, path).toBeDefined();
    }
  });
});
