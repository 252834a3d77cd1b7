import { rm } from 'node:fs/promises';
import { memberPageSchema, memberSchema } from '@vitrine/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, multipart, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { events, mediaFiles, tenants, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let ctx: Awaited<ReturnType<typeof setup>>;

beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx?.test.close();
  if (ctx) await rm(ctx.storageDir, { recursive: true, force: true });
});

async function signIn(login: string, password = 'secret-password-1') {
  const response = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'demo' },
    payload: { login, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** A confirmed account of the demo tenant with a password, and its token. */
async function newMember(email: string, role: 'ADMIN' | 'USER' = 'USER', name = email.split('@')[0]!) {
  const [row] = await ctx.db
    .insert(users)
    .values({
      tenantId: ctx.tenantId,
      email,
      role,
      confirmed: true,
      name,
      passwordHash: await hashPassword('secret-password-1'),
    })
    .returning();
  return { id: row!.id, token: await signIn(email) };
}

const list = (token: string | undefined, query = '', tenant = { 'x-tenant': 'demo' }) =>
  ctx.test.app.inject({ url: `/api/user/members${query}`, headers: auth(token, tenant) });
const setRole = (token: string | undefined, id: number, role: unknown, tenant = { 'x-tenant': 'demo' }) =>
  ctx.test.app.inject({
    method: 'PATCH',
    url: `/api/user/${id}/role`,
    headers: auth(token, tenant),
    payload: { role } as object,
  });
const remove = (token: string | undefined, id: number, tenant = { 'x-tenant': 'demo' }) =>
  ctx.test.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: auth(token, tenant) });
const adminIds = async () =>
  (
    await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.role, 'ADMIN')))
  ).map((row) => row.id);

describe('members: who may', () => {
  it('refuses anonymous, GUEST, USER and the ADMIN of another tenant', async () => {
    const { actors } = ctx;
    const target = actors.ids.other;
    for (const send of [
      (token?: string) => list(token),
      (token?: string) => setRole(token, target, 'ADMIN'),
      (token?: string) => remove(token, target),
    ]) {
      expect((await send()).statusCode).toBe(401);
      expect((await send(actors.guest)).statusCode).toBe(403);
      expect((await send(actors.user)).statusCode).toBe(403);
      // A token is good for its own tenant only.
      expect((await send(actors.otherAdmin)).statusCode).toBe(401);
    }
    // On its own tenant, another tenant's ADMIN sees none of demo's accounts.
    const theirs = await list(actors.otherAdmin, '', otherTenant);
    expect(theirs.json().content.map((member: { email: string }) => member.email)).toEqual([
      'admin@other.test',
    ]);
    const foreign = await setRole(actors.otherAdmin, target, 'ADMIN', otherTenant);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await remove(actors.otherAdmin, target, otherTenant)).statusCode).toBe(404);
    expect(await ctx.db.select().from(users).where(eq(users.id, target))).toHaveLength(1);
  });
});

describe('GET /api/user/members', () => {
  it('pages newest first and searches name and e-mail ignoring case and accents', async () => {
    const first = await newMember('jose.angelo@busca.test', 'USER', 'José Ângelo Araújo');
    const second = await newMember('MARIA@busca.test', 'USER', 'Conceição');
    const page = await list(ctx.actors.admin, '?q=ANGELO%20araujo&size=5');
    expect(page.statusCode).toBe(200);
    const body = memberPageSchema.parse(page.json());
    expect(body.content.map((member) => member.id)).toEqual([first.id]);
    expect(body.content[0]).toMatchObject({ role: 'USER', confirmed: true, name: 'José Ângelo Araújo' });
    expect((await list(ctx.actors.admin, '?q=conceicao')).json().content[0].id).toBe(second.id);
    expect((await list(ctx.actors.admin, '?q=maria@BUSCA')).json().totalElements).toBe(1);
    expect(
      (await list(ctx.actors.admin, '?q=busca.test')).json().content.map((m: { id: number }) => m.id),
    ).toEqual([second.id, first.id]);
    // `%` is a character to find, not a wildcard.
    expect((await list(ctx.actors.admin, '?q=%25')).json().totalElements).toBe(0);
    const paged = (await list(ctx.actors.admin, '?size=2&page=1')).json();
    expect(paged).toMatchObject({ page: 1, size: 2 });
    expect(paged.totalPages).toBe(Math.ceil(paged.totalElements / 2));
    expect((await list(ctx.actors.admin, '?size=0')).statusCode).toBe(400);
  });
});

describe('PATCH /api/user/:id/role', () => {
  it('answers the original codes for unknown and ungrantable roles', async () => {
    const { id } = await newMember('papel@roles.test');
    const unknown = await setRole(ctx.actors.admin, id, 'OWNER');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'ROLE_NOT_FOUND', message: 'Role not found' });
    const guest = await setRole(ctx.actors.admin, id, 'GUEST');
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({
      code: 'ROLE_NOT_ALLOWED',
      message: 'You are not authorized to add this role!',
    });
    const guestAccount = (await ctx.db.select().from(users).where(eq(users.role, 'GUEST')))[0]!;
    expect((await setRole(ctx.actors.admin, guestAccount.id, 'ADMIN')).json().code).toBe('ROLE_NOT_ALLOWED');
    expect((await setRole(ctx.actors.admin, id, 7)).statusCode).toBe(400);
    expect((await setRole(ctx.actors.admin, 999_999, 'USER')).json().code).toBe('USER_NOT_FOUND');
  });

  it('makes a MODERATOR, who then moderates posts and nothing of the producer', async () => {
    const member = await newMember('moderadora@roles.test');
    const promoted = await setRole(ctx.actors.admin, member.id, 'moderator');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().role).toBe('MODERATOR');
    const eventId = await ctx.newEvent('Feira Moderada');
    const posted = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/publication/event/${eventId}?type=PUBLICATION&description=oi`,
      headers: auth(ctx.actors.user),
    });
    const approval = await ctx.test.app.inject({
      method: 'PATCH',
      url: `/api/publication/approval/${posted.json().id}`,
      headers: auth(member.token),
      payload: { status: 'APPROVED' },
    });
    expect(approval.statusCode, approval.body).toBe(200);
    // Not the producer: members, settings and events stay the ADMIN's.
    expect((await list(member.token)).statusCode).toBe(403);
    expect((await setRole(member.token, member.id, 'ADMIN')).statusCode).toBe(403);
  });

  it("takes effect on the member's next request with the token they already hold", async () => {
    const member = await newMember('promovida@roles.test');
    expect((await list(member.token)).statusCode).toBe(403);
    const promoted = await setRole(ctx.actors.admin, member.id, 'admin');
    expect(promoted.statusCode).toBe(200);
    expect(memberSchema.parse(promoted.json())).toMatchObject({ id: member.id, role: 'ADMIN' });
    expect((await list(member.token)).statusCode).toBe(200);
    expect((await setRole(ctx.actors.admin, member.id, 'USER')).json().role).toBe('USER');
    expect((await list(member.token)).statusCode).toBe(403);
  });

  it('refuses to make an unconfirmed account ADMIN; one made so earlier may neither write nor read as ADMIN', async () => {
    const [row] = await ctx.db
      .insert(users)
      .values({
        tenantId: ctx.tenantId,
        email: 'sem-codigo@roles.test',
        role: 'USER',
        confirmed: false,
        name: 'Sem Código',
        passwordHash: await hashPassword('secret-password-1'),
      })
      .returning();
    const refused = await setRole(ctx.actors.admin, row!.id, 'ADMIN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'USER_NOT_CONFIRMED',
      message: 'User has not confirmed the e-mail yet',
      args: [row!.id],
    });
    expect((await ctx.db.select().from(users).where(eq(users.id, row!.id)))[0]!.role).toBe('USER');

    // An account promoted before this check: its ADMIN role opens nothing until it confirms.
    await ctx.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, row!.id));
    const token = await signIn('sem-codigo@roles.test');
    const { id: victim } = await newMember('alvo@roles.test');
    for (const response of [
      await setRole(token, victim, 'ADMIN'),
      await remove(token, victim),
      await list(token),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('CONFIRMATION_REQUIRED');
    }
    expect((await ctx.db.select().from(users).where(eq(users.id, victim)))[0]!.role).toBe('USER');
    await ctx.db.update(users).set({ role: 'USER' }).where(eq(users.id, row!.id));
  });

  it('never demotes the last ADMIN', async () => {
    const { actors } = ctx;
    expect(await adminIds()).toEqual(expect.arrayContaining([actors.ids.admin, actors.ids.secondAdmin]));
    expect((await setRole(actors.admin, actors.ids.secondAdmin, 'USER')).statusCode).toBe(200);
    expect(await adminIds()).toEqual([actors.ids.admin]);
    const last = await setRole(actors.admin, actors.ids.admin, 'USER');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_ADMIN', message: "You can't delete the last admin!" });
    expect((await remove(actors.admin, actors.ids.admin)).json().code).toBe('LAST_ADMIN');
    // Setting the role it already has is no demotion.
    expect((await setRole(actors.admin, actors.ids.admin, 'ADMIN')).statusCode).toBe(200);
    expect((await setRole(actors.admin, actors.ids.secondAdmin, 'ADMIN')).statusCode).toBe(200);
  });

  it('leaves one ADMIN when two demote or remove each other at the same time', async () => {
    for (let round = 0; round < 6; round++) {
      // A tenant of their own, where these two are the only ADMINs.
      const slug = `race-${round}`;
      const [tenant] = await ctx.db.insert(tenants).values({ slug, name: slug }).returning();
      const passwordHash = await hashPassword('secret-password-1');
      const admins = await ctx.db
        .insert(users)
        .values(
          ['a', 'b'].map((name) => ({
            tenantId: tenant!.id,
            email: `${name}@${slug}.test`,
            role: 'ADMIN' as const,
            confirmed: true,
            name,
            passwordHash,
          })),
        )
        .returning();
      const headers = { 'x-tenant': slug };
      const [a, b] = await Promise.all(
        admins.map(async (row) => {
          const login = await ctx.test.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers,
            payload: { login: row.email, password: 'secret-password-1' },
          });
          return { id: row.id, token: login.json().token as string };
        }),
      );
      const race =
        round % 2 === 0
          ? [setRole(a!.token, b!.id, 'USER', headers), setRole(b!.token, a!.id, 'USER', headers)]
          : [remove(a!.token, b!.id, headers), remove(b!.token, a!.id, headers)];
      const statuses = (await Promise.all(race)).map((response) => response.statusCode).sort();
      const left = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant!.id), eq(users.role, 'ADMIN')));
      expect(left, `round ${round}: ${statuses}`).toHaveLength(1);
      expect(statuses.filter((status) => status < 300)).toHaveLength(1);
      // The loser was refused in the transaction (403/409), or already at the door (401 once removed).
      expect(statuses.filter((status) => [401, 403, 409].includes(status))).toHaveLength(1);
    }
  });
});

describe('DELETE /api/user/:id', () => {
  it('removes the account, its seat, its posts and their files; its token stops working', async () => {
    const event = await ctx.newEvent('Remoção');
    const member = await newMember('saindo@remove.test');
    const joined = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/event/participate/${event}`,
      headers: auth(member.token),
    });
    expect(joined.statusCode).toBe(200);
    const body = multipart([await imagePart(), await imagePart()]);
    const posted = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/publication/event/${event}?type=PUBLICATION&description=tchau`,
      headers: { ...auth(member.token), ...body.headers },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const withPost = await ctx.snapshot();

    const removed = await remove(ctx.actors.admin, member.id);
    expect(removed.statusCode).toBe(204);
    expect(await ctx.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event));
    expect(row!.participantCount).toBe(0);
    const after = await ctx.snapshot();
    expect(after.rows).toBe(withPost.rows - 2);
    expect(after.files.length).toBeLessThan(withPost.files.length);
    expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.tenantId, ctx.tenantId))).toHaveLength(
      after.rows,
    );
    expect((await list(member.token)).statusCode).toBe(401);
    expect((await remove(ctx.actors.admin, member.id)).json().code).toBe('USER_NOT_FOUND');
  });

  it('removes guests, and yourself only while another ADMIN remains', async () => {
    const guest = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/auth/guest',
      headers: { 'x-tenant': 'demo' },
    });
    const guestId: number = JSON.parse(
      Buffer.from(guest.json().token.split('.')[1], 'base64url').toString(),
    ).userId;
    // Guests are listed apart, when asked for.
    const ids = (page: { content: { id: number }[] }) => page.content.map((member) => member.id);
    expect(ids((await list(ctx.actors.admin, '?size=100')).json())).not.toContain(guestId);
    const guests = (await list(ctx.actors.admin, '?role=GUEST&size=100')).json();
    expect(ids(guests)).toContain(guestId);
    expect(guests.content.every((member: { role: string }) => member.role === 'GUEST')).toBe(true);
    expect((await remove(ctx.actors.admin, guestId)).statusCode).toBe(204);

    const self = await newMember('eu@remove.test', 'ADMIN');
    expect((await remove(self.token, self.id)).statusCode).toBe(204);
    expect((await list(self.token)).statusCode).toBe(401);
    expect(await adminIds()).toContain(ctx.actors.ids.admin);
  });
});
