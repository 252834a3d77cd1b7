import { type Agenda, agendaItemSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant, otherTenant } from '../../../test/helpers.ts';
import {
  type Context,
  expectRefused,
  failingFields,
  producerSetup,
  send,
} from '../../../test/producer-forms.ts';

let ctx: Context;
let close: () => Promise<void>;
/** A two-day event (01–02/12/2026) with speakers Ana and Bia, and a speaker of another event. */
let eventId: number;
let ana: number;
let bia: number;
let stranger: number;

const speaker = async (event: number, name: string) => {
  const response = await send(ctx, ctx.actors.admin, {
    method: 'POST',
    url: '/api/speaker',
    request: { eventId: event, name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

beforeAll(async () => {
  ({ ctx, close } = await producerSetup());
  eventId = await ctx.newEvent('Feira da Agenda');
  ana = await speaker(eventId, 'Ana');
  bia = await speaker(eventId, 'Bia');
  stranger = await speaker(await ctx.newEvent('Outra'), 'Estranha');
});
afterAll(() => close?.());

const body = (overrides: Record<string, unknown> = {}) => ({
  eventId,
  date: '02/12/2026',
  timeStart: '14:00',
  timeEnd: '15:30',
  theme: 'Mercado imobiliário',
  description: 'Tendências para 2027',
  speakerIds: [bia, ana],
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send(ctx, ctx.actors.admin, {
    method: 'POST',
    url: '/api/agenda',
    json: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return agendaItemSchema.parse(response.json());
};
const agenda = async () =>
  (
    await ctx.test.app.inject({ url: `/api/agenda/event/${eventId}`, headers: { 'x-tenant': 'demo' } })
  ).json() as Agenda;

describe('who may write agenda items', () => {
  it('refuses anonymous, GUEST, USER and another tenant’s ADMIN on every route', async () => {
    const { id } = await create();
    await expectRefused(
      ctx,
      { method: 'POST', url: '/api/agenda', json: body() },
      { status: 404, code: 'EVENT_NOT_FOUND' },
    );
    await expectRefused(
      ctx,
      { method: 'PUT', url: `/api/agenda/${id}`, json: body() },
      { status: 404, code: 'CONTENT_NOT_FOUND' },
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `/api/agenda/${id}` },
      { status: 404, code: 'CONTENT_NOT_FOUND' },
    );
  });

  it('refuses a stranger before judging the body', async () => {
    const response = await send(ctx, undefined, { method: 'POST', url: '/api/agenda', json: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/agenda', () => {
  it('creates an item billing its speakers in the order given, shown by the public agenda at once', async () => {
    await agenda();
    const created = await create();
    expect(created).toMatchObject({
      timeStart: '14:00',
      timeEnd: '15:30',
      theme: 'Mercado imobiliário',
      description: 'Tendências para 2027',
    });
    expect(created.speaker.map((s) => s.name)).toEqual(['Bia', 'Ana']);
    const listed = (await agenda())['02/12/2026']?.find((item) => item.id === created.id);
    expect(listed).toEqual(created);
  });

  it('wants a day of the event, an end after the start and the event’s own speakers', async () => {
    const post = (overrides: Record<string, unknown>) =>
      send(ctx, ctx.actors.admin, { method: 'POST', url: '/api/agenda', json: body(overrides) });
    expect(failingFields(await post({ date: '03/12/2026' }))).toEqual(['body.date']);
    expect(failingFields(await post({ date: '30/11/2026' }))).toEqual(['body.date']);
    expect(failingFields(await post({ date: '31/02/2026' }))).toEqual(['body.date']);
    expect(failingFields(await post({ timeEnd: '14:00' }))).toEqual(['body.timeEnd']);
    expect(failingFields(await post({ timeEnd: '13:00' }))).toEqual(['body.timeEnd']);
    const strangers = await post({ speakerIds: [ana, stranger] });
    expect(failingFields(strangers)).toEqual(['body.speakerIds']);
    expect(JSON.stringify(strangers.json())).toContain(String(stranger));
    expect(failingFields(await post({ speakerIds: [999_999] }))).toEqual(['body.speakerIds']);
    expect(failingFields(await post({ theme: '', timeStart: '25:00' }))).toEqual(
      expect.arrayContaining(['body.theme', 'body.timeStart']),
    );
    expect((await post({ eventId: 999_999 })).json().code).toBe('EVENT_NOT_FOUND');
  });

  it('bills a speaker listed twice once, and allows none', async () => {
    expect((await create({ speakerIds: [ana, ana] })).speaker.map((s) => s.id)).toEqual([ana]);
    expect((await create({ speakerIds: undefined })).speaker).toEqual([]);
  });
});

describe('PUT and DELETE /api/agenda/:id', () => {
  it('edits the item and replaces its speakers', async () => {
    const created = await create();
    const response = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/agenda/${created.id}`,
      json: body({
        date: '01/12/2026',
        timeStart: '09:00',
        timeEnd: '10:00',
        theme: 'Abertura',
        speakerIds: [ana],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, timeStart: '09:00', theme: 'Abertura' });
    expect(response.json().speaker.map((s: { id: number }) => s.id)).toEqual([ana]);
    const days = await agenda();
    expect(days['01/12/2026']?.some((item) => item.id === created.id)).toBe(true);
    expect(days['02/12/2026']?.some((item) => item.id === created.id)).toBe(false);
    const bad = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/agenda/${created.id}`,
      json: body({ speakerIds: [stranger] }),
    });
    expect(failingFields(bad)).toEqual(['body.speakerIds']);
  });

  it('deletes the item', async () => {
    const created = await create({ theme: 'Encerramento' });
    const remove = () => send(ctx, ctx.actors.admin, { method: 'DELETE', url: `/api/agenda/${created.id}` });
    expect((await remove()).statusCode).toBe(204);
    expect(
      Object.values(await agenda())
        .flat()
        .some((item) => item.id === created.id),
    ).toBe(false);
    expect((await remove()).json().code).toBe('CONTENT_NOT_FOUND');
    const edit = await send(ctx, ctx.actors.admin, {
      method: 'PUT',
      url: `/api/agenda/${created.id}`,
      json: body(),
    });
    expect(edit.statusCode).toBe(404);
  });
});

describe('stage and cancelling', () => {
  const patchCancel = (id: number, token: string | undefined, cancelled: unknown, tenant = demoTenant) =>
    ctx.test.app.inject({
      method: 'PATCH',
      url: `/api/agenda/${id}/cancel`,
      headers: { ...tenant, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { cancelled },
    });

  it('stores an optional stage of at most 80 characters, shown by the public agenda', async () => {
    const created = await create({ stage: '  Auditório Principal ' });
    expect(created.stage).toBe('Auditório Principal');
    expect(created.cancelled).toBe(false);
    expect((await agenda())['02/12/2026']?.find((item) => item.id === created.id)?.stage).toBe(
      'Auditório Principal',
    );
    const long = await send(ctx, ctx.actors.admin, {
      method: 'POST',
      url: '/api/agenda',
      json: body({ stage: 'x'.repeat(81) }),
    });
    expect(failingFields(long)).toEqual(['body.stage']);
    expect((await create({ stage: undefined })).stage).toBeNull();
  });

  it('keeps the stage on an edit that sends none, and clears it on null', async () => {
    const created = await create({ stage: 'Sala 2' });
    const put = (overrides: Record<string, unknown>) =>
      send(ctx, ctx.actors.admin, { method: 'PUT', url: `/api/agenda/${created.id}`, json: body(overrides) });
    expect((await put({ theme: 'Outro tema' })).json().stage).toBe('Sala 2');
    expect((await put({ stage: null })).json().stage).toBeNull();
  });

  it('cancels and restores (ADMIN only); a cancelled item stays listed, flagged', async () => {
    const created = await create();
    expect((await patchCancel(created.id, undefined, true)).statusCode).toBe(401);
    for (const token of [ctx.actors.guest, ctx.actors.user, ctx.actors.unconfirmed]) {
      expect((await patchCancel(created.id, token, true)).statusCode).toBe(403);
    }
    const foreign = await patchCancel(created.id, ctx.actors.otherAdmin, true, otherTenant);
    expect({ status: foreign.statusCode, code: foreign.json().code }).toEqual({
      status: 404,
      code: 'CONTENT_NOT_FOUND',
    });
    expect((await agenda())['02/12/2026']?.find((item) => item.id === created.id)?.cancelled).toBe(false);

    expect((await patchCancel(created.id, ctx.actors.admin, 'yes')).statusCode).toBe(400);
    const cancelled = await patchCancel(created.id, ctx.actors.admin, true);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: created.id, cancelled: true });
    expect((await agenda())['02/12/2026']?.find((item) => item.id === created.id)?.cancelled).toBe(true);
    const restored = await patchCancel(created.id, ctx.actors.admin, false);
    expect(restored.json().cancelled).toBe(false);
    expect((await patchCancel(999_999, ctx.actors.admin, true)).json().code).toBe('CONTENT_NOT_FOUND');
  });
});
