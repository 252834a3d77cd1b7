import {
  type ModerationEntry,
  moderationLogPageSchema,
  moderationQueueSchema,
  publicationPageSchema,
} from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, multipart, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { publications, tenants, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
let moderator: string;
let moderatorId: number;
const reporters: string[] = [];

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  tenant?: Record<string, string>,
) => ctx.test.app.inject({ method, url, headers: auth(token, tenant), ...(payload ? { payload } : {}) });

/** A member's post, waiting in analysis. */
async function postInAnalysis(description: string): Promise<number> {
  const body = multipart([]);
  const posted = await ctx.test.app.inject({
    method: 'POST',
    url: `/api/publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent(description)}`,
    headers: { ...auth(ctx.actors.user), ...body.headers },
    payload: body.payload,
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json().id as number;
}

async function approvedPost(description: string): Promise<number> {
  const id = await postInAnalysis(description);
  const approved = await call('PATCH', `/api/publication/approval/${id}`, moderator, { status: 'APPROVED' });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const feedIds = async (token?: string) =>
  publicationPageSchema
    .parse((await call('GET', `/api/publication/event/${eventId}?size=50`, token)).json())
    .content.map((post) => post.id);
const log = async (query = '') =>
  moderationLogPageSchema.parse((await call('GET', `/api/moderation/log?${query}`, moderator)).json())
    .content;
const inbox = async (token: string) =>
  (await call('GET', '/api/notification?size=20', token)).json().content as {
    type: string;
    message: string;
  }[];

beforeAll(async () => {
  ctx = await setup();
  eventId = await ctx.newEvent('Feira Moderada');
  const passwordHash = await hashPassword('secret-password-1');
  const people = await ctx.db
    .insert(users)
    .values(
      [
        {
          tenantId: ctx.tenantId,
          email: 'mod@moderation.test',
          name: 'Marta Moderadora',
          role: 'MODERATOR' as const,
        },
        ...[1, 2, 3].map((n) => ({
          tenantId: ctx.tenantId,
          email: `r${n}@moderation.test`,
          name: `Relator ${n}`,
          role: 'USER' as const,
        })),
      ].map((person) => ({ ...person, confirmed: true, passwordHash })),
    )
    .returning();
  const tokens = await Promise.all(
    people.map((row) => ctx.test.app.tokens.issue({ ...row, image: null }, 'demo')),
  );
  [moderator] = tokens as [string];
  moderatorId = people[0]!.id;
  reporters.push(...tokens.slice(1));
}, 60_000);
afterAll(() => ctx?.test.close());

describe('reports', () => {
  let postId: number;

  it('hide a post at the threshold, pending review, for all but its author and moderators', async () => {
    postId = await approvedPost('Compre seguidores baratos!');
    const first = await call('POST', `/api/publication/${postId}/report`, reporters[0], { reason: 'SPAM' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ reported: true, hidden: false });
    const again = await call('POST', `/api/publication/${postId}/report`, reporters[0], { reason: 'OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REPORTED');
    expect(
      (await call('POST', `/api/publication/${postId}/report`, reporters[1], { reason: 'NOPE' })).statusCode,
    ).toBe(400);
    await call('POST', `/api/publication/${postId}/report`, reporters[1], {
      reason: 'OFFENSIVE',
      text: 'golpe',
    });
    const third = await call('POST', `/api/publication/${postId}/report`, reporters[2], { reason: 'FALSE' });
    expect(third.json()).toEqual({ reported: true, hidden: true });

    expect(await feedIds(ctx.actors.other)).not.toContain(postId);
    expect(await feedIds(moderator)).toContain(postId);
    const own = publicationPageSchema
      .parse((await call('GET', `/api/publication/event/${eventId}?size=50`, ctx.actors.user)).json())
      .content.find((post) => post.id === postId);
    expect(own).toMatchObject({ hidden: true, hiddenReason: null });
    // Hidden: nobody else may report, like or read its comments.
    expect(
      (await call('POST', `/api/publication/${postId}/report`, ctx.actors.other, { reason: 'SPAM' }))
        .statusCode,
    ).toBe(404);
    const [entry] = await log(`publicationId=${postId}`);
    expect(entry).toMatchObject({
      action: 'AUTO_HIDE',
      moderator: null,
      after: { hidden: true, reports: 3 },
    });
  });

  it("count toward the tenant's own threshold", async () => {
    await ctx.db.update(tenants).set({ reportThreshold: 1 }).where(eq(tenants.id, ctx.tenantId));
    try {
      const id = await approvedPost('Outra oferta imperdível');
      const once = await call('POST', `/api/publication/${id}/report`, reporters[0], { reason: 'SPAM' });
      expect(once.json().hidden).toBe(true);
    } finally {
      await ctx.db.update(tenants).set({ reportThreshold: 3 }).where(eq(tenants.id, ctx.tenantId));
    }
  });

  it('a moderator restores with a reason: visible again, the author told, the reports closed', async () => {
    const restored = await call('PATCH', `/api/publication/${postId}/visibility`, moderator, {
      hidden: false,
      reason: 'Revisado: é um anúncio do próprio estande',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ kind: 'publication', id: postId, hidden: false, reason: null });
    expect(await feedIds(ctx.actors.other)).toContain(postId);
    const told = (await inbox(ctx.actors.user)).find((n) => n.type === 'CONTENT_RESTORED');
    expect(told?.message).toBe(
      'Your post is visible again: “Compre seguidores baratos!”. Reason: Revisado: é um anúncio do próprio estande',
    );
    // The three reports were closed: a fourth one alone does not hide it again.
    const fourth = await call('POST', `/api/publication/${postId}/report`, ctx.actors.other, {
      reason: 'SPAM',
    });
    expect(fourth.json()).toEqual({ reported: true, hidden: false });
    const [entry] = await log(`publicationId=${postId}&action=RESTORE`);
    expect(entry).toMatchObject({
      moderator: { id: moderatorId, name: 'Marta Moderadora' },
      author: { id: ctx.actors.ids.user },
      before: { hidden: true },
      after: { hidden: false },
      reason: 'Revisado: é um anúncio do próprio estande',
    });
  });
});

describe('hiding comments', () => {
  it('takes a comment out of the thread and the count, and tells its author why', async () => {
    const postId = await approvedPost('Qual o melhor horário para visitar?');
    const made = await call('POST', `/api/publication/${postId}/comment`, ctx.actors.other, {
      text: 'Texto ofensivo',
    });
    const commentId = made.json().id as number;
    await call('POST', `/api/publication/${postId}/comment`, reporters[0], { text: 'De manhã!' });
    const hidden = await call('PATCH', `/api/comment/${commentId}/visibility`, moderator, {
      hidden: true,
      reason: 'Linguagem ofensiva',
    });
    expect(hidden.json()).toEqual({
      kind: 'comment',
      id: commentId,
      hidden: true,
      reason: 'Linguagem ofensiva',
    });
    const thread = async (token?: string) =>
      (await call('GET', `/api/publication/${postId}/comment`, token)).json().content as {
        id: number;
        hidden: boolean;
        hiddenReason: string | null;
      }[];
    expect((await thread()).map((c) => c.id)).not.toContain(commentId);
    expect((await thread(ctx.actors.other)).find((c) => c.id === commentId)).toMatchObject({
      hidden: true,
      hiddenReason: 'Linguagem ofensiva',
    });
    expect((await thread(moderator)).map((c) => c.id)).toContain(commentId);
    const card = publicationPageSchema
      .parse((await call('GET', `/api/publication/event/${eventId}?size=50`, reporters[1])).json())
      .content.find((post) => post.id === postId)!;
    expect(card.commentCount).toBe(1);
    expect(card.latestComments.map((c) => c.text)).toEqual(['De manhã!']);
    const told = (await inbox(ctx.actors.other)).find((n) => n.type === 'CONTENT_HIDDEN');
    expect(told?.message).toBe(
      'Seu comentário foi ocultado para revisão: “Texto ofensivo”. Motivo: Linguagem ofensiva',
    );
    // Only moderators decide.
    expect(
      (await call('PATCH', `/api/comment/${commentId}/visibility`, ctx.actors.user, { hidden: false }))
        .statusCode,
    ).toBe(403);
    // A moderator's removal of someone else's comment is in the history too.
    const other = await call('POST', `/api/publication/${postId}/comment`, reporters[1], {
      text: 'Spam spam',
    });
    expect((await call('DELETE', `/api/comment/${other.json().id}`, moderator)).statusCode).toBe(204);
    const entries = await log(`publicationId=${postId}`);
    expect(entries.map((e) => e.action)).toEqual(['DELETE_COMMENT', 'HIDE', 'APPROVE']);
    expect(entries[0]!.before).toEqual({ text: 'Spam spam' });
  });
});

describe('the moderation log', () => {
  it('records approvals and denials with their reason, and the author hears the reason', async () => {
    const id = await postInAnalysis('Vendo ingressos');
    const denied = await call('PATCH', `/api/publication/approval/${id}`, moderator, {
      status: 'DENIED',
      reason: 'Venda de ingressos não é permitida',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const told = (await inbox(ctx.actors.user)).find((n) => n.type === 'PUBLICATION_DENIED');
    expect(told?.message).toBe(
      'Your post was declined: “Vendo ingressos”. Reason: Venda de ingressos não é permitida',
    );
    const [entry] = await log(`publicationId=${id}`);
    expect(entry).toMatchObject({
      action: 'DENY',
      before: { status: 'ANALYSIS' },
      after: { status: 'DENIED' },
      reason: 'Venda de ingressos não é permitida',
    });
  });

  it('filters by moderator, action and day, pages, and is the tenant’s own', async () => {
    const all = await log('size=100');
    expect(all.length).toBeGreaterThanOrEqual(6);
    const byModerator = await log(`moderatorId=${moderatorId}&size=100`);
    expect(byModerator.every((e: ModerationEntry) => e.moderator?.id === moderatorId)).toBe(true);
    expect((await log('action=AUTO_HIDE')).every((e) => e.action === 'AUTO_HIDE')).toBe(true);
    // Each day (UTC) holds that day's entries: a run across midnight has two.
    for (const day of new Set(all.map((entry) => entry.at.slice(0, 10)))) {
      const onDay = all.filter((entry) => entry.at.startsWith(day)).length;
      expect((await log(`day=${day}&size=100`)).length).toBe(onDay);
    }
    expect(await log('day=2001-01-01')).toEqual([]);
    const page = moderationLogPageSchema.parse(
      (await call('GET', '/api/moderation/log?size=2', moderator)).json(),
    );
    const next = moderationLogPageSchema.parse(
      (await call('GET', `/api/moderation/log?size=2&before=${page.next}`, moderator)).json(),
    );
    expect(next.content[0]!.id).toBeLessThan(page.content[1]!.id);
    expect((await call('GET', '/api/moderation/log', ctx.actors.user)).statusCode).toBe(403);
    const foreign = await call('GET', '/api/moderation/log', ctx.actors.otherAdmin, undefined, otherTenant);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().content).toEqual([]);
  });
});

describe('mutes', () => {
  const writes = async (token: string, postId: number) => [
    (
      await ctx.test.app.inject({
        method: 'POST',
        url: `/api/publication/event/${eventId}?type=PUBLICATION&description=oi`,
        headers: auth(token),
      })
    ).statusCode,
    (await call('POST', `/api/publication/${postId}/comment`, token, { text: 'oi' })).statusCode,
    (await call('PUT', `/api/publication/${postId}/like`, token)).statusCode,
    (await call('POST', `/api/publication/${postId}/report`, token, { reason: 'SPAM' })).statusCode,
  ];

  it('keep a member from every write until the end, with the reason shown to them', async () => {
    const postId = await approvedPost('Mural da feira');
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const muted = await call('POST', `/api/user/${ctx.actors.ids.other}/mute`, moderator, {
      until,
      reason: 'Ofensas repetidas no mural',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json()).toMatchObject({
      userId: ctx.actors.ids.other,
      reason: 'Ofensas repetidas no mural',
      mutedBy: 'Marta Moderadora',
    });
    expect(new Date(muted.json().until).toISOString()).toBe(until);
    expect(await writes(ctx.actors.other, postId)).toEqual([403, 403, 403, 403]);
    const refused = await call('POST', `/api/publication/${postId}/comment`, ctx.actors.other, {
      text: 'oi',
    });
    expect(refused.json()).toMatchObject({ code: 'USER_MUTED', args: [until] });
    expect((await call('GET', '/api/user/mute', ctx.actors.other)).json()).toMatchObject({
      reason: 'Ofensas repetidas no mural',
    });
    expect((await call('GET', '/api/user/mute', ctx.actors.user)).json()).toBeNull();
    const list = (await call('GET', '/api/moderation/mutes', moderator)).json() as { userId: number }[];
    expect(list.map((mute) => mute.userId)).toContain(ctx.actors.ids.other);

    expect((await call('DELETE', `/api/user/${ctx.actors.ids.other}/mute`, moderator)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/user/${ctx.actors.ids.other}/mute`, moderator)).statusCode).toBe(204);
    expect((await writes(ctx.actors.other, postId)).every((status) => status < 400)).toBe(true);
    const entries = await log(`moderatorId=${moderatorId}&size=100`);
    expect(
      entries
        .filter((e) => e.author?.id === ctx.actors.ids.other)
        .map((e) => e.action)
        .slice(0, 2),
    ).toEqual(['UNMUTE', 'MUTE']);
  });

  it('lift by themselves at their end', async () => {
    const postId = await approvedPost('Outro mural');
    await call('POST', `/api/user/${ctx.actors.ids.other}/mute`, moderator, {
      until: new Date(Date.now() + 1_500).toISOString(),
      reason: 'Esfriar os ânimos',
    });
    expect((await call('PUT', `/api/publication/${postId}/like`, ctx.actors.other)).statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await call('PUT', `/api/publication/${postId}/like`, ctx.actors.other)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/mute', ctx.actors.other)).json()).toBeNull();
  });

  it('refuse bad input, those who moderate, and members', async () => {
    const target = `/api/user/${ctx.actors.ids.other}/mute`;
    for (const body of [
      { reason: 'x' },
      { forever: true, until: new Date(Date.now() + 60_000).toISOString(), reason: 'x' },
      { until: new Date(Date.now() - 60_000).toISOString(), reason: 'x' },
      { forever: true },
      { until: 'amanhã', reason: 'x' },
    ]) {
      const response = await call('POST', target, moderator, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await call('POST', `/api/user/${ctx.actors.ids.admin}/mute`, moderator, {
          forever: true,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', target, ctx.actors.user, { forever: true, reason: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/user/999999/mute', moderator, { forever: true, reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('the word filter', () => {
  it('is the ADMIN’s list, kept clean', async () => {
    expect((await call('PUT', '/api/moderation/words', moderator, { words: ['lixo'] })).statusCode).toBe(403);
    const saved = await call('PUT', '/api/moderation/words', ctx.actors.admin, {
      words: [' Lixo ', 'LIXO', 'otimo', 'golpe do pix'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ words: ['Lixo', 'otimo', 'golpe do pix'] });
    expect((await call('GET', '/api/moderation/words', ctx.actors.admin)).json()).toEqual(saved.json());
    expect(
      (await call('PUT', '/api/moderation/words', ctx.actors.admin, { words: ['x'.repeat(61)] })).statusCode,
    ).toBe(400);
  });

  it('holds a matching comment for review and tells the moderator the term', async () => {
    const postId = await approvedPost('Como estava o pavilhão?');
    const held = await call('POST', `/api/publication/${postId}/comment`, ctx.actors.other, {
      text: 'Que LIXO de organização',
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({ hidden: true });
    const fine = await call('POST', `/api/publication/${postId}/comment`, reporters[0], {
      text: 'O lixão fica longe, ainda bem',
    });
    expect(fine.json().hidden).toBe(false);
    const thread = (await call('GET', `/api/publication/${postId}/comment`)).json().content as {
      id: number;
    }[];
    expect(thread.map((c) => c.id)).toEqual([fine.json().id]);
    const [entry] = await log(`publicationId=${postId}&action=HOLD`);
    expect(entry).toMatchObject({
      moderator: null,
      commentId: held.json().id,
      after: { hidden: true, term: 'Lixo' },
    });

    const shown = await call('PATCH', `/api/comment/${held.json().id}/visibility`, moderator, {
      hidden: false,
      reason: 'Crítica legítima',
    });
    expect(shown.statusCode).toBe(200);
    const card = publicationPageSchema
      .parse((await call('GET', `/api/publication/event/${eventId}?size=50`, reporters[1])).json())
      .content.find((post) => post.id === postId)!;
    expect(card.commentCount).toBe(2);
  });

  it('flags a matching post, accents and case aside, for the moderator', async () => {
    const body = multipart([]);
    const posted = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/publication/event/${eventId}?type=PUBLICATION&description=${encodeURIComponent('Achei ÓTIMO o estande')}`,
      headers: { ...auth(ctx.actors.user), ...body.headers },
      payload: body.payload,
    });
    expect(posted.json().status).toBe('ANALYSIS');
    const [entry] = await log(`publicationId=${posted.json().id}`);
    expect(entry).toMatchObject({ action: 'HOLD', after: { status: 'ANALYSIS', term: 'otimo' } });
  });
});

describe('bulk approve', () => {
  const statusOf = async (id: number) =>
    (
      await ctx.db.select({ status: publications.status }).from(publications).where(eq(publications.id, id))
    )[0]?.status;

  it('approves the chosen posts at once, each in the log and told to its author', async () => {
    const ids = [
      await postInAnalysis('Lote um'),
      await postInAnalysis('Lote dois'),
      await postInAnalysis('Lote três'),
    ];
    const unknown = 2_000_000_000;
    const refused = await call('PATCH', '/api/publication/approval', moderator, {
      ids: [...ids, unknown],
      status: 'APPROVED',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('PUBLICATION_NOT_FOUND');
    // All or none: the known ones did not change either.
    for (const id of ids) expect(await statusOf(id)).toBe('ANALYSIS');

    const approved = await call('PATCH', '/api/publication/approval', moderator, {
      ids: [ids[2], ids[0], ids[1], ids[0]],
      status: 'APPROVED',
      reason: 'Tudo certo',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ changed: [...ids].sort((a, b) => a - b) });
    for (const id of ids) {
      expect(await statusOf(id)).toBe('APPROVED');
      expect(await log(`publicationId=${id}`)).toMatchObject([
        { action: 'APPROVE', moderator: { id: moderatorId }, reason: 'Tudo certo' },
      ]);
    }
    const told = (await inbox(ctx.actors.user)).filter((n) => n.type === 'PUBLICATION_APPROVED');
    expect(told.map((n) => n.message).join('\n')).toContain('Lote dois');
    expect(await feedIds()).toEqual(expect.arrayContaining(ids));

    // Again: nothing changes, nothing is told twice.
    const again = await call('PATCH', '/api/publication/approval', moderator, { ids, status: 'APPROVED' });
    expect(again.json()).toEqual({ changed: [] });
  });

  it('refuses bad input, members, and another tenant’s posts', async () => {
    const id = await postInAnalysis('Lote de fora');
    for (const payload of [{ ids: [], status: 'APPROVED' }, { ids: [id], status: 'MAYBE' }, { ids: [id] }]) {
      const answer = await call('PATCH', '/api/publication/approval', moderator, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
    const tooMany = Array.from({ length: 101 }, (_, n) => n + 1);
    expect(
      (await call('PATCH', '/api/publication/approval', moderator, { ids: tooMany, status: 'APPROVED' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/publication/approval', ctx.actors.user, { ids: [id], status: 'APPROVED' }))
        .statusCode,
    ).toBe(403);
    const foreign = await call(
      'PATCH',
      '/api/publication/approval',
      ctx.actors.otherAdmin,
      { ids: [id], status: 'APPROVED' },
      otherTenant,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('ANALYSIS');
  });
});

describe("the moderators' queue", () => {
  it('lists posts in analysis, held comments and reported items with their reports, oldest first', async () => {
    const postId = await approvedPost('Fila da moderação');
    const held = await call('POST', `/api/publication/${postId}/comment`, ctx.actors.other, {
      text: 'lixo total',
    });
    const fine = await call('POST', `/api/publication/${postId}/comment`, ctx.actors.other, {
      text: 'Boa feira',
    });
    await call('POST', `/api/comment/${fine.json().id}/report`, reporters[0], {
      reason: 'SPAM',
      text: 'repetido',
    });
    await call('POST', `/api/comment/${fine.json().id}/report`, reporters[1], { reason: 'SPAM' });
    const answer = await call('GET', '/api/moderation/queue', moderator);
    expect(answer.statusCode, answer.body).toBe(200);
    const queue = moderationQueueSchema.parse(answer.json());
    expect(queue.counts.held).toBeGreaterThanOrEqual(1);
    expect(queue.counts.analysis).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((item) => item.kind === 'comment' && item.id === held.json().id)).toMatchObject({
      why: 'HELD',
      flaggedTerm: 'Lixo',
      hidden: true,
      author: { id: ctx.actors.ids.other },
    });
    expect(queue.items.find((item) => item.kind === 'comment' && item.id === fine.json().id)).toMatchObject({
      why: 'REPORTED',
      hidden: false,
      reports: [{ reason: 'SPAM', count: 2, texts: ['repetido'] }],
    });
    const times = queue.items.map((item) => item.createdAt);
    expect([...times].sort()).toEqual(times);
    expect((await call('GET', '/api/moderation/queue', ctx.actors.user)).statusCode).toBe(403);
  });
});
