import {
  type Comment,
  commentPageSchema,
  commentSchema,
  eventTopic,
  publicationPageSchema,
  type ReactionsMessage,
} from '@vitrine/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, multipart, setup } from '../../../test/fixtures.ts';
import { connectStomp, subscribe, withTimeout } from '../../../test/live-client.ts';
import { notifications, publicationLikes, publications, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
/** Ana's approved post, and her post still in analysis. */
let postId: number;
let pendingId: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => ctx.test.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function post(token: string, description: string): Promise<number> {
  const body = multipart([]);
  const response = await ctx.test.app.inject({
    method: 'POST',
    url: `/api/publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent(description)}`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** `count` confirmed members of the demo tenant, signed in. */
async function members(count: number, prefix: string): Promise<string[]> {
  const passwordHash = await hashPassword('secret-password-1');
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId: ctx.tenantId,
        email: `${prefix}${i}@reactions.test`,
        name: `${prefix} ${i}`,
        role: 'USER' as const,
        confirmed: true,
        passwordHash,
      })),
    )
    .returning();
  return Promise.all(rows.map((row) => ctx.test.app.tokens.issue({ ...row, image: null }, 'demo')));
}

const feed = async (token?: string) =>
  publicationPageSchema.parse((await call('GET', `/api/publication/event/${eventId}`, token)).json());
const inbox = async (token: string) =>
  (await call('GET', '/api/notification?size=20', token)).json().content as {
    type: string;
    message: string;
  }[];

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Feira das Conversas');
  postId = await post(ctx.actors.user, 'Alguém vai ao painel das 10h?');
  const approved = await call('PATCH', `/api/publication/approval/${postId}`, ctx.actors.admin, {
    status: 'APPROVED',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  pendingId = await post(ctx.actors.user, 'Ainda em análise');
}, 60_000);
afterAll(() => ctx?.test.close());

describe('likes', () => {
  it('are one per person, idempotent, and counted on the card', async () => {
    const first = await call('PUT', `/api/publication/${postId}/like`, ctx.actors.other);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ publicationId: postId, likes: 1, likedByMe: true });
    expect((await call('PUT', `/api/publication/${postId}/like`, ctx.actors.other)).json().likes).toBe(1);
    const card = (await feed(ctx.actors.other)).content.find((p) => p.id === postId);
    expect(card).toMatchObject({
      id: postId,
      likes: 1,
      likedByMe: true,
      commentCount: 0,
      latestComments: [],
    });
    expect((await feed(ctx.actors.user)).content.find((p) => p.id === postId)).toMatchObject({
      likes: 1,
      likedByMe: false,
    });
    expect((await feed()).content.find((p) => p.id === postId)).toMatchObject({ likedByMe: false });
    const off = await call('DELETE', `/api/publication/${postId}/like`, ctx.actors.other);
    expect(off.json()).toEqual({ publicationId: postId, likes: 0, likedByMe: false });
    expect((await call('DELETE', `/api/publication/${postId}/like`, ctx.actors.other)).json().likes).toBe(0);
  });

  it('count exactly under 50 parallel likes of the same post', async () => {
    const tokens = await members(50, 'fa');
    const answers = await Promise.all(
      tokens.map((token) => call('PUT', `/api/publication/${postId}/like`, token)),
    );
    expect(answers.map((a) => a.statusCode).every((status) => status === 200)).toBe(true);
    const [row] = await ctx.db.select().from(publications).where(eq(publications.id, postId));
    const likes = await ctx.db
      .select()
      .from(publicationLikes)
      .where(eq(publicationLikes.publicationId, postId));
    expect(row!.likeCount).toBe(50);
    expect(likes).toHaveLength(50);
    // Ana hears of it once in these 10 minutes, as one person and 49 others.
    const liked = (await inbox(ctx.actors.user)).filter((n) => n.type === 'PUBLICATION_LIKED');
    expect(liked).toHaveLength(1);
    expect(liked[0]!.message).toMatch(
      /^fa \d+ and 49 others liked your post: “Alguém vai ao painel das 10h\?”$/,
    );
  });

  it('are refused to visitors, guests and the unconfirmed, and on posts not approved', async () => {
    expect((await call('PUT', `/api/publication/${postId}/like`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/publication/${postId}/like`, ctx.actors.guest)).statusCode).toBe(403);
    expect((await call('PUT', `/api/publication/${postId}/like`, ctx.actors.unconfirmed)).statusCode).toBe(
      403,
    );
    const own = await call('PUT', `/api/publication/${pendingId}/like`, ctx.actors.user);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('PUBLICATION_NOT_APPROVED');
    const stranger = await call('PUT', `/api/publication/${pendingId}/like`, ctx.actors.other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('PUBLICATION_NOT_FOUND');
    expect((await call('PUT', `/api/publication/${postId}/like`, ctx.actors.otherAdmin)).statusCode).toBe(
      401,
    );
  });
});

describe('comments', () => {
  let comments: Comment[] = [];

  it('refuse bad input with the field', async () => {
    for (const payload of [{}, { text: '   ' }, { text: 'x'.repeat(1_001) }, { text: 42 }]) {
      const response = await call('POST', `/api/publication/${postId}/comment`, ctx.actors.other, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await call('POST', `/api/publication/${postId}/comment`, undefined, { text: 'oi' })).statusCode,
    ).toBe(401);
  });

  it('are counted, and the card carries the latest two, oldest first', async () => {
    for (const [token, text] of [
      [ctx.actors.other, 'Eu vou!'],
      [ctx.actors.admin, 'O painel começa pontualmente.'],
      [ctx.actors.other, 'Guardo lugar, https://exemplo.com/mapa'],
    ] as const) {
      const response = await call('POST', `/api/publication/${postId}/comment`, token, { text });
      expect(response.statusCode, response.body).toBe(201);
      comments.push(commentSchema.parse(response.json()));
    }
    expect(comments[0]).toMatchObject({ publicationId: postId, text: 'Eu vou!', edited: false });
    expect(comments[0]!.user).toEqual({ id: ctx.actors.ids.other, name: 'bruno', image: null });
    // (A visitor's first page is shared and may be up to 5 s old: the live channel carries the rest.)
    const card = (await feed(ctx.actors.admin)).content.find((p) => p.id === postId)!;
    expect(card.commentCount).toBe(3);
    expect(card.latestComments.map((c) => c.text)).toEqual([
      'O painel começa pontualmente.',
      'Guardo lugar, https://exemplo.com/mapa',
    ]);
    const commented = (await inbox(ctx.actors.user)).filter((n) => n.type === 'PUBLICATION_COMMENTED');
    expect(commented).toHaveLength(1);
    // Bruno, the producer, then Bruno again: two people.
    expect(commented[0]!.message).toMatch(/^bruno and 1 other commented on your post/);
  });

  it('read oldest first in pages, for visitors too', async () => {
    const first = commentPageSchema.parse(
      (await call('GET', `/api/publication/${postId}/comment?size=2`)).json(),
    );
    expect(first.content.map((c) => c.id)).toEqual([comments[0]!.id, comments[1]!.id]);
    const second = commentPageSchema.parse(
      (await call('GET', `/api/publication/${postId}/comment?size=2&after=${first.next}`)).json(),
    );
    expect(second.content.map((c) => c.id)).toEqual([comments[2]!.id]);
    expect(second.next).toBeNull();
    expect((await call('GET', `/api/publication/${postId}/comment?after=nonsense`)).statusCode).toBe(400);
    expect((await call('GET', `/api/publication/${pendingId}/comment`)).statusCode).toBe(404);
  });

  it('are edited by their author only, and deleted by the author or the organizer', async () => {
    const target = comments[0]!;
    expect(
      (await call('PUT', `/api/comment/${target.id}`, ctx.actors.user, { text: 'não é meu' })).statusCode,
    ).toBe(403);
    const edited = await call('PUT', `/api/comment/${target.id}`, ctx.actors.other, { text: 'Eu vou, sim!' });
    expect(edited.json()).toMatchObject({ text: 'Eu vou, sim!', edited: true });
    expect((await call('DELETE', `/api/comment/${target.id}`, ctx.actors.user)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comment/${target.id}`, ctx.actors.admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/comment/${comments[2]!.id}`, ctx.actors.other)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/comment/${comments[2]!.id}`, ctx.actors.other)).statusCode).toBe(404);
    expect((await feed(ctx.actors.other)).content.find((p) => p.id === postId)!.commentCount).toBe(1);
    comments = [comments[1]!];
  });

  it("leave the counts right when their author's account goes", async () => {
    const [token] = await members(1, 'leaving');
    const me = await ctx.test.app.tokens.verify(token!, 'demo');
    await call('PUT', `/api/publication/${postId}/like`, token);
    await call('POST', `/api/publication/${postId}/comment`, token, { text: 'Até logo' });
    const before = (await ctx.db.select().from(publications).where(eq(publications.id, postId)))[0]!;
    const removed = await call('DELETE', `/api/user/${me!.userId}`, ctx.actors.admin);
    expect([200, 204]).toContain(removed.statusCode);
    const after = (await ctx.db.select().from(publications).where(eq(publications.id, postId)))[0]!;
    expect([after.likeCount, after.commentCount]).toEqual([before.likeCount - 1, before.commentCount - 1]);
  });
});

describe('the live channel', () => {
  it("tells everyone watching the event a post's new counts and comments", async () => {
    const base = await ctx.test.app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await connectStomp(base, 'ws');
    try {
      await subscribe(watcher, eventTopic(eventId));
      const started = Date.now();
      await call('POST', `/api/publication/${postId}/comment`, ctx.actors.admin, { text: 'Ao vivo' });
      const message = JSON.parse((await withTimeout(watcher.nextMessage(), 1_000, 'reactions')).body);
      expect(Date.now() - started).toBeLessThan(1_000);
      const counts = (await ctx.db.select().from(publications).where(eq(publications.id, postId)))[0]!;
      expect(message as ReactionsMessage).toMatchObject({
        kind: 'reactions',
        eventId,
        publicationId: postId,
        likes: counts.likeCount,
        commentCount: counts.commentCount,
      });
      expect(message.latestComments.at(-1).text).toBe('Ao vivo');
      // The post's author was told once already in this window: no second stored notification.
      const stored = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.publicationId, postId), eq(notifications.type, 'PUBLICATION_COMMENTED')));
      expect(stored).toHaveLength(1);
    } finally {
      await watcher.stop();
    }
  });
});
