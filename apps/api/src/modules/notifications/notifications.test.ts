import { rm } from 'node:fs/promises';
import { notificationSchema, pageOf } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
const pageSchema = pageOf(notificationSchema);

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Feira das Notas');
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

async function create(token: string, description: string) {
  const response = await ctx.test.app.inject({
    method: 'POST',
    url: `/api/publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent(description)}`,
    headers: auth(token),
  });
  return response.json().id as number;
}
const decide = (id: number, status: string) =>
  ctx.test.app.inject({
    method: 'PATCH',
    url: `/api/publication/approval/${id}`,
    headers: auth(ctx.actors.admin),
    payload: { status },
  });
const list = async (token: string | undefined, query = '') =>
  ctx.test.app.inject({ url: `/api/notification${query}`, headers: auth(token) });
const read = (token: string | undefined, id: number) =>
  ctx.test.app.inject({ method: 'PATCH', url: `/api/notification/${id}/read`, headers: auth(token) });

const readAll = (token: string | undefined) =>
  ctx.test.app.inject({ method: 'PATCH', url: '/api/notification/read', headers: auth(token) });

describe('stored notifications', () => {
  it('are rendered in each recipient’s language, own only, unread first', async () => {
    const { actors } = ctx;
    const first = await create(actors.user, 'primeira');
    const second = await create(actors.user, 'segunda');
    await decide(first, 'APPROVED');
    await decide(second, 'DENIED');

    const mine = pageSchema.parse((await list(actors.user)).json());
    expect(mine.totalElements).toBe(2);
    expect(mine.content.map((note) => note.message)).toEqual([
      'Your post was declined: “segunda”',
      'Your post was approved: “primeira”',
    ]);
    expect(mine.content[0]).toMatchObject({
      type: 'PUBLICATION_DENIED',
      eventId,
      publicationId: second,
      read: false,
    });

    // The admins were told of both posts, each in their own language.
    const produtor = pageSchema.parse((await list(actors.admin)).json());
    expect(produtor.content[0]!.message).toBe('Uma publicação aguarda análise: “segunda”');
    expect((await list(actors.other)).json().totalElements).toBe(0);

    // Reading the newest moves it after the unread one.
    const marked = await read(actors.user, mine.content[0]!.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().read).toBe(true);
    expect((await read(actors.user, mine.content[0]!.id)).json().read).toBe(true);
    const after = pageSchema.parse((await list(actors.user)).json());
    expect(after.content.map((note) => [note.publicationId, note.read])).toEqual([
      [first, false],
      [second, true],
    ]);
    const paged = pageSchema.parse((await list(actors.user, '?page=1&size=1')).json());
    expect(paged).toMatchObject({ page: 1, size: 1, totalPages: 2 });
    expect(paged.content[0]!.publicationId).toBe(second);
  });

  it('are all marked read at once, the caller’s own only', async () => {
    const { actors } = ctx;
    await decide(await create(actors.user, 'terceira'), 'APPROVED');
    const unread = (page: unknown) => pageSchema.parse(page).content.filter((note) => !note.read).length;
    expect(unread((await list(actors.user)).json())).toBeGreaterThan(0);
    const adminUnread = unread((await list(actors.admin)).json());
    expect(adminUnread).toBeGreaterThan(0);

    const all = await readAll(actors.user);
    expect(all.statusCode).toBe(204);
    expect(unread((await list(actors.user)).json())).toBe(0);
    expect(unread((await list(actors.admin)).json())).toBe(adminUnread);
    expect((await readAll(actors.user)).statusCode).toBe(204);
    expect((await readAll(undefined)).statusCode).toBe(401);
  });

  it('answers 401 anonymous, 404 for another’s notification, 400 for a malformed id', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const someone = pageSchema.parse((await list(ctx.actors.admin)).json()).content[0]!;
    const foreign = await read(ctx.actors.user, someone.id);
    expect(foreign.statusCode).toBe(404);
    expect((await read(ctx.actors.user, 'x' as never)).statusCode).toBe(400);
    expect((await list(ctx.actors.guest)).json().totalElements).toBe(0);
  });
});
