import { type Agenda, speakerSchema } from '@vitrine/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePart, type Part, png } from '../../../test/fixtures.ts';
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
import { speakers } from '../../db/schema.ts';

let ctx: Context;
let close: () => Promise<void>;
let eventId: number;

beforeAll(async () => {
  ({ ctx, close } = await producerSetup());
  eventId = await ctx.newEvent('Feira dos Palestrantes');
});
afterAll(() => close?.());

const request = (overrides: Record<string, unknown> = {}) => ({
  eventId,
  name: 'Marina Souza',
  company: 'Aurora',
  office: 'CEO',
  description: '<p>Fala sobre <strong>cidades</strong></p>',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, files?: Part[]) => {
  const response = await send(ctx, ctx.actors.admin, {
    method: 'POST',
    url: '/api/speaker',
    request: request(overrides),
    files: files ?? [await imagePart('profilePicture')],
  });
  expect(response.statusCode, response.body).toBe(201);
  return speakerSchema.parse(response.json());
};
const read = (url: string) => ctx.test.app.inject({ url, headers: { 'x-tenant': 'demo' } });
const speakerCount = async () => (await ctx.db.select({ value: count() }).from(speakers))[0]!.value;

describe('who may write speakers', () => {
  it('refuses anonymous, GUEST, USER and another tenant’s ADMIN on every route', async () => {
    const { id } = await create();
    const files = [await imagePart('profilePicture')];
    await expectRefused(
      ctx,
      { method: 'POST', url: '/api/speaker', request: request(), files },
      { status: 404, code: 'EVENT_NOT_FOUND' },
    );
    await expectRefused(
      ctx,
      { method: 'PUT', url: `/api/speaker/${id}`, request: request(), files },
      { status: 404, code: 'SPEAKER_NOT_FOUND' },
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `/api/speaker/${id}` },
      { status: 404, code: 'SPEAKER_NOT_FOUND' },
    );
  });
});

describe('POST /api/speaker', () => {
  it('creates with a picture and a sanitized description, shown by the public reads at once', async () => {
    expect((await read(`/api/speaker/findByEvent/${eventId}`)).statusCode).toBe(200);
    const created = await create({ description: xssDescription });
    expect(created).toMatchObject({ name: 'Marina Souza', company: 'Aurora', office: 'CEO' });
    expect(created.profilePicture).toMatch(/^\/api\/media\/.+\.webp$/);
    expectSanitized(created.description);
    expect((await read(`/api/speaker/${created.id}`)).json()).toEqual(created);
    const listed = (await read(`/api/speaker/findByEvent/${eventId}`)).json() as { id: number }[];
    expect(listed.map((speaker) => speaker.id)).toContain(created.id);
  });

  it('stores nothing executable of the usual XSS payloads', async () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<details open ontoggle=alert(1)>',
    ];
    for (const payload of payloads) {
      const response = await send(ctx, ctx.actors.admin, {
        method: 'POST',
        url: '/api/speaker',
        request: request({ description: `<p>ok</p>${payload}` }),
      });
      expect(response.statusCode, payload).toBe(201);
      const { id, description } = response.json() as { id: number; description: string };
      const [row] = await ctx.db.select().from(speakers).where(eq(speakers.id, id));
      for (const html of [description, row!.description]) {
        expect(html, payload).not.toMatch(/<script|<iframe|<svg|<style|<math|\son\w+\s*=|javascript:/i);
      }
    }
  });

  it('takes the request from the URL, without a picture', async () => {
    const response = await send(ctx, ctx.actors.admin, {
      method: 'POST',
      url: '/api/speaker',
      request: request({ company: '', office: null, description: undefined }),
      inQuery: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      company: null,
      office: null,
      description: '',
      profilePicture: null,
    });
  });

  it('validates the fields and the event', async () => {
    const post = (body: unknown) =>
      send(ctx, ctx.actors.admin, { method: 'POST', url: '/api/speaker', request: body });
    expect(failingFields(await post({}))).toEqual(
      expect.arrayContaining(['request.eventId', 'request.name']),
    );
    expect(failingFields(await post(request({ name: '   ' })))).toEqual(['request.name']);
    expect(failingFields(await post('not json'))).toEqual(['request']);
    expect((await post(request({ eventId: 999_999 }))).json().code).toBe('EVENT_NOT_FOUND');
  });

  it('leaves no row and no file when any part is bad', async () => {
    const before = { ...(await ctx.snapshot()), speakers: await speakerCount() };
    const good = await imagePart('profilePicture');
    const post = (files: Part[], overrides: Record<string, unknown> = {}) =>
      send(ctx, ctx.actors.admin, {
        method: 'POST',
        url: '/api/speaker',
        request: request(overrides),
        files,
      });
    expect((await post([{ ...good, data: 'GIF89a not accepted' }])).statusCode).toBe(400);
    expect((await post([good, good])).statusCode).toBe(400);
    expect((await post([{ ...good, name: 'files' }])).statusCode).toBe(400);
    expect((await post([good], { eventId: 999_999 })).statusCode).toBe(404);
    expect((await post([good], { name: '' })).statusCode).toBe(400);
    expect({ ...(await ctx.snapshot()), speakers: await speakerCount() }).toEqual(before);
  });
});

describe('PUT /api/speaker/:id', () => {
  it('replaces the picture (the old one leaves storage) or keeps it when none is sent', async () => {
    const created = await create();
    const replaced = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/speaker/${created.id}`,
      request: request({ name: 'Marina S.' }),
      files: [{ ...(await imagePart('profilePicture')), data: await png() }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const edited = speakerSchema.parse(replaced.json());
    expect(edited.name).toBe('Marina S.');
    expect(edited.profilePicture).not.toBe(created.profilePicture);
    const files = (await ctx.snapshot()).files;
    expect(files.some((file) => file.startsWith(keyOf(created.profilePicture!)))).toBe(false);
    expect(files.some((file) => file.startsWith(keyOf(edited.profilePicture!)))).toBe(true);

    const kept = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/speaker/${created.id}`,
      request: request({ office: 'CTO' }),
      inQuery: true,
    });
    expect(kept.json()).toMatchObject({ office: 'CTO', profilePicture: edited.profilePicture });
  });

  it('keeps a speaker with its event', async () => {
    const created = await create();
    const elsewhere = await ctx.newEvent('Outra');
    const response = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/speaker/${created.id}`,
      request: request({ eventId: elsewhere }),
    });
    expect(failingFields(response)).toEqual(['request.eventId']);
  });
});

describe('DELETE /api/speaker/:id', () => {
  it('takes the speaker off its agenda items and its picture out of storage', async () => {
    const first = await create({ name: 'Primeira' });
    const second = await create({ name: 'Segunda' }, []);
    const item = await send(ctx, ctx.actors.admin, {
      method: 'POST',
      url: '/api/agenda',
      json: {
        eventId,
        date: '01/12/2026',
        timeStart: '10:00',
        timeEnd: '11:00',
        theme: 'Painel',
        speakerIds: [first.id, second.id],
      },
    });
    expect(item.statusCode, item.body).toBe(201);
    const before = await ctx.snapshot();
    const response = await send(ctx, ctx.actors.admin, { method: 'DELETE', url: `/api/speaker/${first.id}` });
    expect(response.statusCode).toBe(204);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(before.rows - 1);
    expect(after.files.some((file) => file.startsWith(keyOf(first.profilePicture!)))).toBe(false);
    expect((await read(`/api/speaker/${first.id}`)).json().code).toBe('SPEAKER_NOT_FOUND');
    const agenda = (await read(`/api/agenda/event/${eventId}`)).json() as Agenda;
    expect(agenda['01/12/2026']?.find((entry) => entry.theme === 'Painel')?.speaker.map((s) => s.id)).toEqual(
      [second.id],
    );
    expect(
      (await send(ctx, ctx.actors.admin, { method: 'DELETE', url: `/api/speaker/${first.id}` })).statusCode,
    ).toBe(404);
  });
});
