import { rm } from 'node:fs/promises';
import { type Publication, publicationPageSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { publications } from '../../db/schema.ts';

// Visitors' (and guests') first feed page is answered from the read cache (for the read-path
// budget); every change to what they may see must reach them at once, not after the cache's TTL.
let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Salão em cache');
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

const firstPage = (token?: string, headers: Record<string, string> = {}) =>
  ctx.test.app.inject({
    url: `/api/publication/event/${eventId}?type=PUBLICATION&allPublication=false`,
    headers: { ...auth(token), ...headers },
  });
const idsOf = async (token?: string) =>
  publicationPageSchema.parse((await firstPage(token)).json()).content.map((post) => post.id);

async function create(token: string, description: string) {
  const response = await ctx.test.app.inject({
    method: 'POST',
    url: `/api/publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent(description)}`,
    headers: auth(token),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Publication;
}

/** An approved post written behind the server's back: only an uncached read can show it. */
async function sneak(authorOf: Publication, description: string) {
  const [row] = await ctx.db.select().from(publications).where(eq(publications.id, authorOf.id));
  const [inserted] = await ctx.db
    .insert(publications)
    .values({
      tenantId: row!.tenantId,
      eventId,
      authorId: row!.authorId,
      type: 'PUBLICATION',
      status: 'APPROVED',
      description,
    })
    .returning({ id: publications.id });
  return inserted!.id;
}

describe("visitors' first feed page", () => {
  let first: Publication;
  let hidden: number;

  it('is served from the cache, revalidated by ETag, the same for guests', async () => {
    const { actors } = ctx;
    first = await create(actors.admin, 'primeira');
    const anonymous = await firstPage();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.headers.vary).toContain('X-Tenant');
    const etag = String(anonymous.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await firstPage(undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    hidden = await sneak(first, 'escrita por fora');
    // Cached: visitors and guests still get the page they got; a member's page is read afresh.
    expect(await idsOf()).toEqual([first.id]);
    expect((await firstPage(actors.guest)).headers.etag).toBe(etag);
    expect(await idsOf(actors.user)).toEqual([hidden, first.id]);
    // A member's page is theirs alone: no cache keeps it, and the public one varies on the token.
    expect((await firstPage(actors.user)).headers['cache-control']).toBe('private, no-store');
    expect(anonymous.headers.vary).toContain('Authorization');

    // A later page (after a cursor) is never cached: it shows the row at once.
    const memberPage = await ctx.test.app.inject({
      url: `/api/publication/event/${eventId}?type=PUBLICATION&size=1`,
      headers: auth(actors.user),
    });
    const cursor = publicationPageSchema.parse(memberPage.json()).next;
    expect(cursor).not.toBeNull();
    const later = await ctx.test.app.inject({
      url: `/api/publication/event/${eventId}?type=PUBLICATION&before=${cursor}`,
      headers: auth(),
    });
    expect(later.headers['cache-control']).toBeUndefined();
    expect(publicationPageSchema.parse(later.json()).content.map((post) => post.id)).toEqual([first.id]);
  });

  it('changes at once when a visible post is approved, edited or deleted, not on a pending one', async () => {
    const { actors } = ctx;
    const moderate = (id: number, status: string) =>
      ctx.test.app.inject({
        method: 'PATCH',
        url: `/api/publication/approval/${id}`,
        headers: auth(actors.admin),
        payload: { status },
      });
    const pending = await create(actors.user, 'aguardando');
    expect(await idsOf()).toEqual([first.id]);

    expect((await moderate(pending.id, 'APPROVED')).statusCode).toBe(200);
    // The approval dropped the cached page: the row written behind its back shows too.
    expect(await idsOf()).toEqual([pending.id, hidden, first.id]);

    const edited = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/publication/${first.id}?description=revista`,
      headers: auth(actors.admin),
    });
    expect(edited.statusCode).toBe(200);
    const page = publicationPageSchema.parse((await firstPage()).json());
    expect(page.content.find((post) => post.id === first.id)?.description).toBe('revista');

    expect((await moderate(pending.id, 'DENIED')).statusCode).toBe(200);
    expect(await idsOf()).toEqual([hidden, first.id]);

    const removed = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/publication/${first.id}`,
      headers: auth(actors.admin),
    });
    expect(removed.statusCode).toBe(204);
    expect(await idsOf()).toEqual([hidden]);

    const announced = await create(actors.admin, 'do produtor');
    expect(await idsOf()).toEqual([announced.id, hidden]);
  });
});
