import { rm } from 'node:fs/promises';
import { supportMessagePageSchema, supportMessageSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { supportRequests } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let ids: number[];

beforeAll(async () => {
  ctx = await setup();
  // Fixed creation times, oldest first, so the order is known.
  const rows = await ctx.db
    .insert(supportRequests)
    .values(
      [1, 2, 3].map((n) => ({
        tenantId: ctx.tenantId,
        name: `Pessoa ${n}`,
        email: `p${n}@help.test`,
        subject: `Assunto ${n}`,
        message: `Mensagem ${n}`,
        createdAt: new Date(Date.UTC(2026, 0, n, 12)),
      })),
    )
    .returning({ id: supportRequests.id });
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

const list = (token: string | undefined, query = '', tenant = { 'x-tenant': 'demo' }) =>
  ctx.test.app.inject({ url: `/api/user/help${query}`, headers: auth(token, tenant) });
const mark = (token: string | undefined, id: number, handled: unknown, tenant = { 'x-tenant': 'demo' }) =>
  ctx.test.app.inject({
    method: 'PATCH',
    url: `/api/user/help/${id}/handled`,
    headers: auth(token, tenant),
    payload: { handled } as object,
  });

describe('support messages', () => {
  it('refuses anonymous, GUEST, USER and the ADMIN of another tenant', async () => {
    const { actors } = ctx;
    for (const send of [(token?: string) => list(token), (token?: string) => mark(token, ids[0]!, true)]) {
      expect((await send()).statusCode).toBe(401);
      expect((await send(actors.guest)).statusCode).toBe(403);
      expect((await send(actors.user)).statusCode).toBe(403);
      expect((await send(actors.otherAdmin)).statusCode).toBe(401);
    }
    expect((await list(actors.otherAdmin, '', otherTenant)).json().totalElements).toBe(0);
    const foreign = await mark(actors.otherAdmin, ids[0]!, true, otherTenant);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CONTENT_NOT_FOUND']);
  });

  it('lists newest first with paging, including what POST user/help stored', async () => {
    const sent = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/user/help',
      headers: { 'x-tenant': 'demo' },
      payload: { name: 'Nova', email: 'nova@help.test', subject: 'Oi', message: 'Ajuda' },
    });
    expect(sent.statusCode).toBe(201);
    const page = supportMessagePageSchema.parse((await list(ctx.actors.admin, '?size=10')).json());
    expect(page.content.map((message) => message.id)).toEqual([sent.json().id, ids[2], ids[1], ids[0]]);
    expect(page.content[1]).toEqual({
      id: ids[2],
      name: 'Pessoa 3',
      email: 'p3@help.test',
      subject: 'Assunto 3',
      message: 'Mensagem 3',
      creationDate: '2026-01-03T12:00:00.000Z',
      handled: false,
    });
    const second = (await list(ctx.actors.admin, '?size=3&page=1')).json();
    expect(second).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 3 });
    expect(second.content.map((message: { id: number }) => message.id)).toEqual([ids[0]]);
  });

  it('marks handled and back, and filters on it', async () => {
    const handled = await mark(ctx.actors.admin, ids[1]!, true);
    expect(handled.statusCode).toBe(200);
    expect(supportMessageSchema.parse(handled.json())).toMatchObject({ id: ids[1], handled: true });
    const onlyHandled = (await list(ctx.actors.admin, '?handled=true')).json();
    expect(onlyHandled.content.map((message: { id: number }) => message.id)).toEqual([ids[1]]);
    const open = (await list(ctx.actors.admin, '?handled=false')).json();
    expect(open.totalElements).toBe(3);
    expect(open.content.some((message: { id: number }) => message.id === ids[1])).toBe(false);
    expect((await mark(ctx.actors.admin, ids[1]!, false)).json().handled).toBe(false);
    expect((await list(ctx.actors.admin, '?handled=true')).json().totalElements).toBe(0);
    expect((await list(ctx.actors.admin, '?handled=yes')).statusCode).toBe(400);
    expect((await mark(ctx.actors.admin, ids[1]!, 'true')).statusCode).toBe(400);
    expect((await mark(ctx.actors.admin, 999_999, true)).statusCode).toBe(404);
  });
});
