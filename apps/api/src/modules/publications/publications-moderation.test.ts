import { rm } from 'node:fs/promises';
import { eventTopic, type Publication, publicationPageSchema, userTopic } from '@vitrine/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, mp4, multipart, type Part, setup } from '../../../test/fixtures.ts';
import { notifications, publications, users } from '../../db/schema.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Salão Moderado');
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

async function create(token: string, description: string, parts?: Part[], type = 'PUBLICATION') {
  const body = parts ? multipart(parts) : undefined;
  const response = await ctx.test.app.inject({
    method: 'POST',
    url: `/api/publication/event/${eventId}?type=${type}&description=${encodeURIComponent(description)}`,
    headers: { ...auth(token), ...body?.headers },
    ...(body ? { payload: body.payload } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Publication;
}

async function feed(token: string | undefined, query = '', event = eventId, tenant?: Record<string, string>) {
  const response = await ctx.test.app.inject({
    url: `/api/publication/event/${event}?type=PUBLICATION&size=50${query}`,
    headers: auth(token, tenant),
  });
  return response;
}
const idsOf = async (token: string | undefined, query = '') =>
  publicationPageSchema.parse((await feed(token, query)).json()).content.map((post) => post.id);

function decide(token: string | undefined, id: number, status: string, via: 'body' | 'query' = 'body') {
  return ctx.test.app.inject({
    method: 'PATCH',
    url: `/api/publication/approval/${id}${via === 'query' ? `?status=${status}` : ''}`,
    headers: auth(token),
    ...(via === 'body' ? { payload: { status } } : {}),
  });
}

function edit(token: string | undefined, id: number, query: string, parts?: Part[]) {
  const body = parts ? multipart(parts) : undefined;
  return ctx.test.app.inject({
    method: 'PUT',
    url: `/api/publication/${id}?${query}`,
    headers: { ...auth(token), ...body?.headers },
    ...(body ? { payload: body.payload } : {}),
  });
}

const stored = async (publicationId: number, type?: string) =>
  (
    await ctx.db
      .select({ value: count() })
      .from(notifications)
      .where(
        and(eq(notifications.publicationId, publicationId), type ? eq(notifications.type, type) : undefined),
      )
  )[0]!.value;

describe('who sees what in the feed', () => {
  it('shows approved posts to all, own pending/denied to the author, everything to ADMIN', async () => {
    const { actors } = ctx;
    const approved = await create(actors.admin, 'aprovado');
    const pending = await create(actors.user, 'pendente');
    const denied = await create(actors.user, 'negado');
    expect((await decide(actors.admin, denied.id, 'DENIED')).statusCode).toBe(200);
    const othersPending = await create(actors.other, 'do bruno');

    expect(await idsOf(undefined)).toEqual([approved.id]);
    expect(await idsOf(actors.guest)).toEqual([approved.id]);
    expect(await idsOf(actors.user)).toEqual([denied.id, pending.id, approved.id]);
    expect(await idsOf(actors.other)).toEqual([othersPending.id, approved.id]);
    expect(await idsOf(actors.admin)).toEqual([othersPending.id, denied.id, pending.id, approved.id]);
    expect(await idsOf(actors.admin, '&status=ANALYSIS')).toEqual([othersPending.id, pending.id]);
    expect(await idsOf(actors.user, '&status=DENIED')).toEqual([denied.id]);
    // allPublication is the original client's flag; it changes nothing.
    expect(await idsOf(undefined, '&allPublication=true')).toEqual([approved.id]);
    const announcements = await ctx.test.app.inject({
      url: `/api/publication/event/${eventId}?type=ANNOUNCEMENT&allPublication=false`,
      headers: auth(),
    });
    expect(announcements.json().content).toEqual([]);
  });

  it('hides the feed from another tenant and refuses bad input', async () => {
    const foreign = await feed(ctx.actors.otherAdmin, '', eventId, { 'x-tenant': 'other' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('EVENT_NOT_FOUND');
    expect((await feed(undefined, '&before=not-a-cursor')).statusCode).toBe(400);
    expect(
      (await feed(undefined, `&before=${Buffer.from('2026-02-30T00:00:00.000000Z|1').toString('base64url')}`))
        .statusCode,
    ).toBe(400);
    expect((await feed(undefined, '&size=0')).statusCode).toBe(400);
    expect((await feed(undefined, '', 0)).statusCode).toBe(400);
  });

  it('pages by keyset across identical timestamps, without gaps or repeats', async () => {
    const pagedEvent = await ctx.newEvent('Paginação');
    // 23 posts in the same microsecond, and 4 a microsecond apart (the same JS millisecond).
    await ctx.db.execute(sql`
      insert into publication (tenant_id, event_id, author_id, type, status, description, created_at)
      select ${ctx.tenantId}, ${pagedEvent}, ${ctx.actors.ids.admin}, 'PUBLICATION', 'APPROVED', 'p' || n,
        case when n <= 23 then timestamptz '2026-03-01 10:00:00.123456+00'
             else timestamptz '2026-03-01 10:00:00.123456+00' + (n - 23) * interval '1 microsecond' end
      from generate_series(1, 27) as n`);
    const expected = (
      await ctx.db
        .select({ id: publications.id })
        .from(publications)
        .where(eq(publications.eventId, pagedEvent))
        .orderBy(sql`created_at desc, id desc`)
    ).map((row) => row.id);
    const seen: number[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await ctx.test.app.inject({
        url: `/api/publication/event/${pagedEvent}?type=PUBLICATION&size=5${before ? `&before=${before}` : ''}`,
        headers: auth(),
      });
      const page = publicationPageSchema.parse(response.json());
      seen.push(...page.content.map((post) => post.id));
      before = page.next;
      pages += 1;
    } while (before && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(6);
  });
});

describe('moderation', () => {
  it('lets only an ADMIN decide, notifying the author once per change', async () => {
    const { actors, live } = ctx;
    const post = await create(actors.user, 'para moderar');
    expect((await decide(undefined, post.id, 'APPROVED')).statusCode).toBe(401);
    expect((await decide(actors.user, post.id, 'APPROVED')).statusCode).toBe(403);
    expect((await decide(actors.otherAdmin, post.id, 'APPROVED')).statusCode).toBe(401);
    expect((await decide(actors.admin, 2_000_000_000, 'APPROVED')).json().code).toBe('PUBLICATION_NOT_FOUND');
    expect((await decide(actors.admin, post.id, 'MAYBE')).statusCode).toBe(400);

    live.length = 0;
    const approved = await decide(actors.admin, post.id, 'APPROVED');
    expect(approved.json()).toMatchObject({ id: post.id, status: 'APPROVED' });
    expect(await stored(post.id, 'PUBLICATION_APPROVED')).toBe(1);
    expect(live.map((envelope) => [envelope.destination, envelope.message?.type])).toEqual([
      [userTopic(actors.ids.user), 'PUBLICATION_APPROVED'],
      [eventTopic(eventId), 'PUBLICATION_PUBLISHED'],
    ]);
    expect(live[0]!.message!.texts.en).toBe('Your post was approved: “para moderar”');
    expect(live[0]!.message).toMatchObject({ eventId, publicationId: post.id });

    // The same decision again: nothing changes, nothing is stored or sent.
    live.length = 0;
    expect((await decide(actors.admin, post.id, 'APPROVED', 'query')).json().status).toBe('APPROVED');
    expect(await stored(post.id, 'PUBLICATION_APPROVED')).toBe(1);
    expect(live).toEqual([]);

    // Undo, then deny; the body wins over the query.
    expect((await decide(actors.admin, post.id, 'ANALYSIS')).json().status).toBe('ANALYSIS');
    const deniedResponse = await ctx.test.app.inject({
      method: 'PATCH',
      url: `/api/publication/approval/${post.id}?status=APPROVED`,
      headers: auth(actors.admin),
      payload: { status: 'DENIED' },
    });
    expect(deniedResponse.json().status).toBe('DENIED');
    expect(await stored(post.id, 'PUBLICATION_DENIED')).toBe(1);
    expect(live.at(-1)).toMatchObject({ destination: userTopic(actors.ids.user) });
    expect(live.at(-1)!.message!.type).toBe('PUBLICATION_DENIED');
  });

  it('tells every ADMIN and MODERATOR of a post awaiting analysis, and everyone of an announcement', async () => {
    const { actors, live } = ctx;
    live.length = 0;
    const post = await create(actors.user, 'nova');
    // The two ADMINs, and the demo's MODERATOR.
    const [moderator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'MODERATOR'));
    expect(await stored(post.id, 'PUBLICATION_AWAITING_ANALYSIS')).toBe(3);
    expect(live.map((envelope) => envelope.destination).sort()).toEqual(
      [userTopic(actors.ids.admin), userTopic(actors.ids.secondAdmin), userTopic(moderator!.id)].sort(),
    );
    live.length = 0;
    const announcement = await create(actors.admin, 'Portões abertos', undefined, 'ANNOUNCEMENT');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      destination: eventTopic(eventId),
      message: { type: 'ANNOUNCEMENT_PUBLISHED', publicationId: announcement.id, eventId },
    });
    expect(live[0]!.message!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(live[0]!.message!.texts['pt-BR']).toBe('Novo anúncio em Salão Moderado: “Portões abertos”');
    expect(await stored(announcement.id)).toBe(0);
  });
});

describe('PUT /api/publication/:id', () => {
  it('lets only the author edit, keeps listed media, adds new ones, back to ANALYSIS', async () => {
    const { actors, live } = ctx;
    const post = await create(actors.user, 'com fotos', [await imagePart(), await imagePart()]);
    await decide(actors.admin, post.id, 'APPROVED');
    const [keep, drop] = post.images as [string, string];
    expect((await edit(undefined, post.id, 'description=x')).statusCode).toBe(401);
    expect((await edit(actors.other, post.id, 'description=x')).statusCode).toBe(403);
    expect((await edit(actors.admin, post.id, 'description=x')).statusCode).toBe(403);
    const foreign = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/publication/${post.id}?description=x`,
      headers: auth(actors.otherAdmin, { 'x-tenant': 'other' }),
    });
    expect(foreign.json().code).toBe('PUBLICATION_NOT_FOUND');
    expect((await edit(actors.user, post.id, 'oldFiles=/api/media/unknown-640.webp')).statusCode).toBe(400);
    const tooMany = await edit(actors.user, post.id, `oldFiles=${keep}&oldFiles=${drop}`, [
      await imagePart('newFiles'),
      await imagePart('newFiles'),
    ]);
    expect(tooMany.statusCode).toBe(400);

    const before = await ctx.snapshot();
    live.length = 0;
    const edited = await edit(actors.user, post.id, `description=editado&oldFiles=http://host${keep}?w=1`, [
      { name: 'newFiles', filename: 'c.mp4', type: 'video/mp4', data: mp4() },
    ]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ description: 'editado', status: 'ANALYSIS' });
    expect(edited.json().images[0]).toBe(keep);
    expect(edited.json().images[1]).toMatch(/\.mp4$/);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(before.rows); // one dropped, one added
    const dropKey = drop
      .split('/')
      .at(-1)!
      .replace(/-\d+\.webp$/, '');
    expect(before.files.some((file) => file.startsWith(dropKey))).toBe(true);
    expect(after.files.some((file) => file.startsWith(dropKey))).toBe(false);
    expect(
      live.filter((envelope) => envelope.message?.type === 'PUBLICATION_AWAITING_ANALYSIS'),
    ).toHaveLength(3);
  });

  it("keeps an ADMIN's edited post approved", async () => {
    const post = await create(ctx.actors.admin, 'do produtor');
    const edited = await edit(ctx.actors.admin, post.id, 'description=revisto');
    expect(edited.json()).toMatchObject({ status: 'APPROVED', description: 'revisto' });
  });
});

describe('DELETE /api/publication/:id', () => {
  it('lets the author or an ADMIN delete, removing media rows and files', async () => {
    const { actors } = ctx;
    const post = await create(actors.user, 'apagar', [await imagePart(), { filename: 'v.mp4', data: mp4() }]);
    const remove = (token: string | undefined, id = post.id, tenant?: Record<string, string>) =>
      ctx.test.app.inject({ method: 'DELETE', url: `/api/publication/${id}`, headers: auth(token, tenant) });
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(actors.other)).statusCode).toBe(403);
    expect((await remove(actors.guest)).statusCode).toBe(403);
    expect((await remove(actors.otherAdmin, post.id, { 'x-tenant': 'other' })).statusCode).toBe(404);
    const before = await ctx.snapshot();
    expect((await remove(actors.user)).statusCode).toBe(204);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(before.rows - 2);
    const keys = post.images.map((url) =>
      url
        .split('/')
        .at(-1)!
        .replace(/-\d+\.webp$/, ''),
    );
    expect(after.files.filter((file) => keys.some((key) => file.startsWith(key)))).toEqual([]);
    expect((await remove(actors.user)).statusCode).toBe(404);

    const another = await create(actors.other, 'do bruno, apagado pelo produtor');
    expect((await remove(actors.admin, another.id)).statusCode).toBe(204);
  });
});
