import { type InvitePreview, type StandTeam, standTeamSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { type ReceivedMail, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { exhibitorInvites, exhibitors, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ctx: Awaited<ReturnType<typeof setup>>;
let standId: number;
let otherStandId: number;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  tenant?: Record<string, string>,
) => ctx.test.app.inject({ method, url, headers: auth(token, tenant), ...(payload ? { payload } : {}) });

/** The invitation link's token in a mail (quoted-printable soft breaks undone). */
function inviteToken(mail: ReceivedMail): string {
  const match = /\/auth\/convite\/([A-Za-z0-9_-]{43})/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no invitation link in the mail');
  return match[1];
}

async function invite(token: string, email: string, role: 'OWNER' | 'STAFF', stand = standId) {
  const before = smtp.received.length;
  const response = await call('POST', `/api/exhibitor/${stand}/members`, token, { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return { invite: response.json(), token: inviteToken(await smtp.mailTo(email, before)) };
}

async function signIn(login: string, password = 'secret-password-1') {
  const response = await call('POST', '/api/auth/login', undefined, { login, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await setup(65_536, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://vitrine.test' });
  const eventId = await ctx.newEvent('Feira dos Estandes');
  const [stand, other] = await ctx.db
    .insert(exhibitors)
    .values([
      { tenantId: ctx.tenantId, eventId, title: 'Construtora Horizonte', category: 'Construtoras' },
      { tenantId: ctx.tenantId, eventId, title: 'Banco Aurora', category: 'Bancos' },
    ])
    .returning();
  standId = stand!.id;
  otherStandId = other!.id;
}, 60_000);

afterAll(async () => {
  await ctx?.test.close();
  await smtp?.close();
});

describe('stand team invitations', () => {
  let ownerToken: string;

  it('the organizer invites an OWNER by mail, who makes a confirmed account from the link', async () => {
    const { invite: sent, token } = await invite(ctx.actors.admin, 'dono@horizonte.test', 'OWNER');
    expect(sent).toMatchObject({ email: 'dono@horizonte.test', role: 'OWNER', expired: false });
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).toContain('https://vitrine.test/auth/convite/');
    expect(mail.raw).toContain('Construtora Horizonte');

    const preview = await call('GET', `/api/invite/${token}`);
    expect(preview.json()).toMatchObject({
      status: 'OPEN',
      email: 'dono@horizonte.test',
      role: 'OWNER',
      exhibitorId: standId,
      exhibitorTitle: 'Construtora Horizonte',
      eventTitle: 'Feira dos Estandes',
      accountExists: false,
    } satisfies Partial<InvitePreview>);

    // Anonymous without a name and password: sign in or send them.
    expect((await call('POST', `/api/invite/${token}/accept`)).statusCode).toBe(401);
    const accepted = await call('POST', `/api/invite/${token}/accept`, undefined, {
      name: 'Dona Horizonte',
      password: 'secret-password-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ exhibitorId: standId, role: 'OWNER' });
    ownerToken = accepted.json().token;
    const [account] = await ctx.db.select().from(users).where(eq(users.email, 'dono@horizonte.test'));
    expect(account).toMatchObject({ confirmed: true, role: 'USER', name: 'Dona Horizonte' });

    const mine = await call('GET', '/api/exhibitor/mine', ownerToken);
    expect(mine.json()).toEqual([
      {
        exhibitorId: standId,
        title: 'Construtora Horizonte',
        eventId: expect.any(Number),
        eventTitle: 'Feira dos Estandes',
        role: 'OWNER',
      },
    ]);
    // One use.
    const again = await call('POST', `/api/invite/${token}/accept`, ownerToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITE_USED');
    expect((await call('GET', `/api/invite/${token}`)).json().status).toBe('USED');
  });

  it('an OWNER invites STAFF, not another OWNER; the signed-in invitee with that address joins', async () => {
    const refused = await call('POST', `/api/exhibitor/${standId}/members`, ownerToken, {
      email: 'socio@horizonte.test',
      role: 'OWNER',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_NOT_ALLOWED');
    // Not the OWNER of the other stand.
    const foreignStand = await call('POST', `/api/exhibitor/${otherStandId}/members`, ownerToken, {
      email: 'x@aurora.test',
      role: 'STAFF',
    });
    expect(foreignStand.statusCode).toBe(403);

    const { token } = await invite(ownerToken, 'ana@feed.test', 'STAFF');
    expect((await call('GET', `/api/invite/${token}`)).json().accountExists).toBe(true);
    // Anonymous with a password: the address has an account, so sign in first.
    const taken = await call('POST', `/api/invite/${token}/accept`, undefined, {
      name: 'Ana',
      password: 'another-password-9',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USER_ALREADY_EXISTS');
    const wrong = await call('POST', `/api/invite/${token}/accept`, ctx.actors.other);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVITE_WRONG_ACCOUNT', args: ['ana@feed.test'] });
    const joined = await call('POST', `/api/invite/${token}/accept`, ctx.actors.user);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ exhibitorId: standId, role: 'STAFF' });

    const team = await call('GET', `/api/exhibitor/${standId}/members`, ctx.actors.user);
    expect(team.statusCode).toBe(200);
    const body: StandTeam = standTeamSchema.parse(team.json());
    expect(body.publishWithoutReview).toBe(false);
    expect(body.members.map((m) => [m.email, m.role])).toEqual([
      ['dono@horizonte.test', 'OWNER'],
      ['ana@feed.test', 'STAFF'],
    ]);
    const again = await call('POST', `/api/exhibitor/${standId}/members`, ownerToken, {
      email: 'ANA@feed.test',
      role: 'STAFF',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STAND_MEMBER_EXISTS');
  });

  it('lets only the organizer and the stand team see the team', async () => {
    expect((await call('GET', `/api/exhibitor/${standId}/members`, ctx.actors.admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/exhibitor/${standId}/members`, ctx.actors.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/exhibitor/${standId}/members`, ctx.actors.guest)).statusCode).toBe(403);
    expect((await call('GET', `/api/exhibitor/${standId}/members`)).statusCode).toBe(401);
    const foreign = await call(
      'GET',
      `/api/exhibitor/${standId}/members`,
      ctx.actors.otherAdmin,
      undefined,
      otherTenant,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', '/api/exhibitor/999999/members', ctx.actors.admin)).json().code).toBe(
      'EXHIBITOR_NOT_FOUND',
    );
  });

  it('expired, replaced, withdrawn and foreign invitations do not work', async () => {
    const first = await invite(ctx.actors.admin, 'novo@aurora.test', 'STAFF', otherStandId);
    const second = await invite(ctx.actors.admin, 'novo@aurora.test', 'STAFF', otherStandId);
    const replaced = await call('POST', `/api/invite/${first.token}/accept`, undefined, {
      name: 'Novo',
      password: 'secret-password-1',
    });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().code).toBe('INVITE_EXPIRED');
    expect((await call('GET', `/api/invite/${first.token}`)).json().status).toBe('CANCELLED');

    // Another tenant's header: that tenant has no such invitation.
    const foreign = await call('GET', `/api/invite/${second.token}`, undefined, undefined, otherTenant);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('INVITE_NOT_FOUND');
    expect((await call('GET', `/api/invite/${'x'.repeat(43)}`)).statusCode).toBe(404);

    await ctx.db
      .update(exhibitorInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exhibitorInvites.id, second.invite.id));
    expect((await call('GET', `/api/invite/${second.token}`)).json().status).toBe('EXPIRED');
    const late = await call('POST', `/api/invite/${second.token}/accept`, undefined, {
      name: 'Novo',
      password: 'secret-password-1',
    });
    expect(late.statusCode).toBe(410);
    const team = (await call('GET', `/api/exhibitor/${otherStandId}/members`, ctx.actors.admin)).json();
    expect(team.invites).toEqual([expect.objectContaining({ email: 'novo@aurora.test', expired: true })]);

    const third = await invite(ctx.actors.admin, 'terceiro@aurora.test', 'OWNER', otherStandId);
    const withdrawn = await call(
      'DELETE',
      `/api/exhibitor/${otherStandId}/invites/${third.invite.id}`,
      ctx.actors.admin,
    );
    expect(withdrawn.statusCode).toBe(204);
    const afterWithdrawal = await call('POST', `/api/invite/${third.token}/accept`, undefined, {
      name: 'Terceiro',
      password: 'secret-password-1',
    });
    expect(afterWithdrawal.statusCode).toBe(410);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'terceiro@aurora.test'))).toEqual([]);
  });

  it('an unconfirmed account with the invited address is confirmed by accepting', async () => {
    const { token } = await invite(ctx.actors.admin, 'carla@feed.test', 'STAFF', otherStandId);
    const joined = await call('POST', `/api/invite/${token}/accept`, ctx.actors.unconfirmed);
    expect(joined.statusCode, joined.body).toBe(200);
    // Its token now holds a confirmed account's powers.
    expect((await call('GET', '/api/exhibitor/mine', ctx.actors.unconfirmed)).json()).toEqual([
      expect.objectContaining({ exhibitorId: otherStandId, role: 'STAFF' }),
    ]);
  });

  it('the OWNER removes STAFF but not an OWNER; the organizer removes anyone', async () => {
    const [ana] = await ctx.db.select().from(users).where(eq(users.email, 'ana@feed.test'));
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, 'dono@horizonte.test'));
    const staffToken = ctx.actors.user;
    expect(
      (await call('DELETE', `/api/exhibitor/${standId}/members/${owner!.id}`, staffToken)).statusCode,
    ).toBe(403);
    const ownerToken = await signIn('dono@horizonte.test');
    const ownerOnOwner = await call('DELETE', `/api/exhibitor/${standId}/members/${owner!.id}`, ownerToken);
    expect(ownerOnOwner.json().code).toBe('ROLE_NOT_ALLOWED');
    expect(
      (await call('DELETE', `/api/exhibitor/${standId}/members/${ana!.id}`, ownerToken)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/exhibitor/${standId}/members/${ana!.id}`, ownerToken)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/exhibitor/${standId}/members`, staffToken)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/exhibitor/${standId}/members/${owner!.id}`, ctx.actors.admin)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/exhibitor/mine', ownerToken)).json()).toEqual([]);
  });

  it('a guest cannot be invited nor accept', async () => {
    const [guest] = await ctx.db
      .insert(users)
      .values({
        tenantId: ctx.tenantId,
        email: 'convidado@guest.test',
        role: 'GUEST',
        name: 'Visitante',
        passwordHash: await hashPassword('secret-password-1'),
      })
      .returning();
    expect(guest).toBeTruthy();
    const refused = await call('POST', `/api/exhibitor/${standId}/members`, ctx.actors.admin, {
      email: 'convidado@guest.test',
      role: 'STAFF',
    });
    expect(refused.statusCode).toBe(409);
    const { token } = await invite(ctx.actors.admin, 'alguem@horizonte.test', 'STAFF');
    expect((await call('POST', `/api/invite/${token}/accept`, ctx.actors.guest)).statusCode).toBe(403);
  });
});
