import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, jpeg, multipart, type Part, png, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { eventRequest, fakeImage, sendForm, truncatedJpeg } from '../../../test/producer-forms.ts';
import { events } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  ctx = await setup();
}, 120_000);
afterAll(() => ctx?.test.close());

const eventCount = async () => (await ctx.db.select({ value: count() }).from(events))[0]!.value;
const create = (json: unknown, files: Part[] = [], token = ctx.actors.admin) =>
  sendForm(ctx.test, 'POST', '/api/event', token, { json, files });
const fieldsOf = (response: { json(): { args: { field: string }[] } }) =>
  response.json().args.map((issue) => issue.field);

describe('producer event writes: who may', () => {
  it('refuses anonymous (401), GUEST and USER (403) on every route', async () => {
    const id = await ctx.newEvent();
    const cases = [
      { token: undefined, status: 401 },
      { token: ctx.actors.guest, status: 403 },
      { token: ctx.actors.user, status: 403 },
    ];
    for (const { token, status } of cases) {
      const post = await sendForm(ctx.test, 'POST', '/api/event', token, { json: eventRequest() });
      expect(post.statusCode).toBe(status);
      const put = await sendForm(ctx.test, 'PUT', `/api/event/${id}`, token, { json: eventRequest() });
      expect(put.statusCode).toBe(status);
      const del = await ctx.test.app.inject({
        method: 'DELETE',
        url: `/api/event/${id}`,
        headers: auth(token),
      });
      expect(del.statusCode).toBe(status);
    }
    expect((await ctx.test.app.inject({ url: `/api/event/${id}`, headers: auth() })).statusCode).toBe(200);
  });

  it('answers 404 EVENT_NOT_FOUND to an ADMIN of another tenant, and 401 with its token here', async () => {
    const id = await ctx.newEvent();
    const put = await sendForm(ctx.test, 'PUT', `/api/event/${id}`, ctx.actors.otherAdmin, {
      json: eventRequest(),
      tenant: otherTenant,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('EVENT_NOT_FOUND');
    const del = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/event/${id}`,
      headers: auth(ctx.actors.otherAdmin, otherTenant),
    });
    expect(del.json().code).toBe('EVENT_NOT_FOUND');
    const crossed = await create(eventRequest(), [], ctx.actors.otherAdmin);
    expect(crossed.statusCode).toBe(401);
  });
});

describe('POST /api/event', () => {
  it('creates the event with its pictures and gallery, shown at once by the public read', async () => {
    const before = await ctx.snapshot();
    const response = await create(eventRequest({ featured: true }), [
      await imagePart('coverPhoto'),
      await imagePart('coverPhotoMobile'),
      { name: 'profilePicture', filename: 'p.png', type: 'image/png', data: await png() },
      await imagePart('files'),
      await imagePart('files'),
    ]);
    expect(response.statusCode).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      title: 'Feira de Imóveis 2027',
      local: 'Expo Center Norte',
      capacity: 500,
      participants: 0,
      dateStart: '18/03/2027',
      dateEnd: '20/03/2027',
      timeStart: '09:00',
      timeEnd: '18:00',
      timeZone: 'America/Sao_Paulo',
      featured: true,
      videos: ['https://www.youtube.com/watch?v=7Xq2c3nZ0uE'],
      address: { road: 'Rua José Bernardo Pinto', number: '333', complement: null },
      socialMedia: { instagram: 'https://instagram.com/feira', site: null },
    });
    for (const picture of [event.coverPhoto, event.coverPhotoMobile, event.profilePicture]) {
      expect(picture).toMatch(/^\/api\/media\/.+\.webp$/);
    }
    expect(event.images).toHaveLength(2);
    const after = await ctx.snapshot();
    expect(after.rows - before.rows).toBe(5);
    expect(after.files.length).toBeGreaterThan(before.files.length);
    const read = await ctx.test.app.inject({ url: `/api/event/${event.id}`, headers: auth() });
    expect(read.json()).toEqual(event);
    const image = await ctx.test.app.inject({ url: event.images[0] });
    expect(image.statusCode).toBe(200);
  });

  it('takes the JSON from the `request` query parameter too, with no files', async () => {
    const json = JSON.stringify(eventRequest({ title: 'Pela URL', address: undefined }));
    const missing = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/event?request=${encodeURIComponent(json)}`,
      headers: auth(ctx.actors.admin),
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toContain('request.address');
    const ok = JSON.stringify(eventRequest({ title: 'Pela URL' }));
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/event?request=${encodeURIComponent(ok)}`,
      headers: auth(ctx.actors.admin),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Pela URL', coverPhoto: null, images: [] });
  });

  it('reads the `request` sent as a JSON Blob (a file part of type application/json)', async () => {
    const body = multipart([
      {
        name: 'request',
        filename: 'blob',
        type: 'application/json',
        data: JSON.stringify(eventRequest({ title: 'Do Blob' })),
      },
      await imagePart('coverPhoto'),
    ]);
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/event',
      payload: body.payload,
      headers: { ...auth(ctx.actors.admin), ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Do Blob', coverPhoto: expect.any(String) });
  });

  it('lists every missing required field, and names a malformed JSON', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    const fields = fieldsOf(response);
    for (const name of [
      'title',
      'description',
      'local',
      'dateStart',
      'dateEnd',
      'timeStart',
      'timeEnd',
      'address',
    ]) {
      expect(fields).toContain(`request.${name}`);
    }
    const malformed = await sendForm(ctx.test, 'POST', '/api/event', ctx.actors.admin, { raw: '{"title":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().args).toEqual([{ field: 'request', message: 'Malformed JSON' }]);
    const none = await sendForm(ctx.test, 'POST', '/api/event', ctx.actors.admin, {});
    expect(fieldsOf(none)).toEqual(['request']);
  });

  it('checks dates, times, zone and videos beyond their format', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dateStart: '31/02/2027' }, 'request.dateStart'],
      [{ dateEnd: '17/03/2027' }, 'request.dateEnd'],
      [{ dateEnd: '18/03/2027', timeEnd: '09:00' }, 'request.timeEnd'],
      [{ timeZone: 'Mars/Olympus' }, 'request.timeZone'],
      [{ videos: ['https://evil.example/watch'] }, 'request.videos.0'],
      [{ videos: ['javascript:alert(1)'] }, 'request.videos.0'],
      [{ capacity: -1 }, 'request.capacity'],
      [{ socialMediaRequest: { site: 'javascript:alert(1)' } }, 'request.socialMediaRequest.site'],
      [{ description: '<script>alert(1)</script>' }, 'request.description'],
      [{ address: { road: '', city: 'São Paulo', state: 'SP', zipCode: '1' } }, 'request.address.road'],
    ];
    const before = await eventCount();
    for (const [overrides, field] of cases) {
      const response = await create(eventRequest(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    expect(await eventCount()).toBe(before);
    const sameDay = await create(eventRequest({ dateEnd: '18/03/2027', timeEnd: '09:30' }));
    expect(sameDay.statusCode).toBe(201);
  });

  it('stores nothing when one file among good ones is bad (by content, or cut short)', async () => {
    const before = { ...(await ctx.snapshot()), events: await eventCount() };
    const good = await imagePart('files');
    for (const bad of [fakeImage('files'), truncatedJpeg(await jpeg(800, 600), 'files')]) {
      const response = await create(eventRequest(), [await imagePart('coverPhoto'), good, good, bad]);
      expect(response.statusCode).toBe(400);
      expect({ ...(await ctx.snapshot()), events: await eventCount() }).toEqual(before);
    }
    // A valid form whose JSON fails after the files arrived stores nothing either.
    const invalid = await create(eventRequest({ title: '' }), [await imagePart('coverPhoto'), good]);
    expect(invalid.statusCode).toBe(400);
    const doubled = await create(eventRequest(), [
      await imagePart('coverPhoto'),
      await imagePart('coverPhoto'),
    ]);
    expect(fieldsOf(doubled)).toEqual(['coverPhoto']);
    const stranger = await create(eventRequest(), [await imagePart('avatar')]);
    expect(fieldsOf(stranger)).toEqual(['avatar']);
    expect({ ...(await ctx.snapshot()), events: await eventCount() }).toEqual(before);
  });

  it('refuses a 21st gallery image', async () => {
    const before = await ctx.snapshot();
    const part = await imagePart('files');
    const response = await create(
      eventRequest(),
      Array.from({ length: 21 }, () => part),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['files']);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('sanitizes the HTML fields: nothing executable is stored or returned', async () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<details open ontoggle=alert(1)>',
    ].join('');
    const response = await create(
      eventRequest({ description: `<p>Bem-vindo</p>${payloads}`, aboutSponsor: `${payloads}<p>ok</p>` }),
    );
    expect(response.statusCode).toBe(201);
    const { id, description, aboutSponsor } = response.json();
    const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    for (const html of [description, aboutSponsor, row!.description, row!.aboutSponsor]) {
      expect(html).not.toMatch(/<script|<iframe|<svg|\son\w+\s*=|javascript:|style=/i);
    }
    expect(description).toContain('<p>Bem-vindo</p>');
  });
});
