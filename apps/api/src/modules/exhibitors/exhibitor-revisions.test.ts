import { type StandRevision, standRevisionSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, setup } from '../../../test/fixtures.ts';
import { exhibitorRequest, sendForm } from '../../../test/producer-forms.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { exhibitorMembers, exhibitors, mediaFiles, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
let standId: number;
const t = {} as Record<'owner' | 'staff', string>;

const edit = (
  token: string,
  overrides: Record<string, unknown>,
  files: Awaited<ReturnType<typeof imagePart>>[] = [],
) =>
  sendForm(ctx.test, 'PUT', `/api/exhibitor/${standId}`, token, {
    field: 'exhibitorRequest',
    json: exhibitorRequest(eventId, overrides),
    files,
  });
const publicPage = async () =>
  (await ctx.test.app.inject({ url: `/api/exhibitor/${standId}`, headers: auth() })).json();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.test.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function member(email: string, name: string, role: 'OWNER' | 'STAFF') {
  const [row] = await ctx.db
    .insert(users)
    .values({
      tenantId: ctx.tenantId,
      email,
      name,
      role: 'USER',
      confirmed: true,
      locale: 'es',
      passwordHash: await hashPassword('secret-password-1'),
    })
    .returning();
  await ctx.db
    .insert(exhibitorMembers)
    .values({ exhibitorId: standId, userId: row!.id, tenantId: ctx.tenantId, role });
  return ctx.test.app.tokens.issue({ ...row!, image: null }, 'demo');
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await setup(65_536, { SMTP_URL: smtp.url });
  eventId = await ctx.newEvent('Feira das Revisões');
  const created = await sendForm(ctx.test, 'POST', '/api/exhibitor', ctx.actors.admin, {
    field: 'exhibitorRequest',
    json: exhibitorRequest(eventId),
  });
  expect(created.statusCode, created.body).toBe(201);
  standId = created.json().id;
  t.owner = await member('dona@horizonte.test', 'Olga Dona', 'OWNER');
  t.staff = await member('equipe@horizonte.test', 'Samuel Equipe', 'STAFF');
}, 60_000);

afterAll(async () => {
  await ctx?.test.close();
  await smtp?.close();
});

describe("a stand OWNER's page edits", () => {
  let first: StandRevision;

  it('are saved as a pending revision; the public page keeps the published one', async () => {
    const saved = await edit(t.owner, { description: '<p>Novos lançamentos!</p>', title: 'Outro Nome' }, [
      await imagePart('coverPhoto'),
    ]);
    expect(saved.statusCode, saved.body).toBe(202);
    first = standRevisionSchema.parse(saved.json());
    expect(first).toMatchObject({
      status: 'PENDING',
      author: 'Olga Dona',
      exhibitorTitle: 'Construtora Horizonte',
    });
    expect(first.changed.sort()).toEqual(['coverPhoto', 'description']);
    expect(first.proposed.coverPhoto).not.toBeNull();
    const page = await publicPage();
    expect(page.description).toBe('<p>Apartamentos de <em>alto padrão</em>.</p>');
    expect(page.coverPhoto).toBeNull();
  });

  it('are refused to STAFF, other members and visitors before the form is read', async () => {
    expect((await edit(t.staff, {})).statusCode).toBe(403);
    expect((await edit(ctx.actors.user, {})).statusCode).toBe(403);
    expect((await edit(ctx.actors.guest, {})).statusCode).toBe(403);
    const revision = await call('GET', `/api/exhibitor/${standId}/revision`, t.staff);
    expect(revision.json().id).toBe(first.id);
    expect((await call('GET', `/api/exhibitor/${standId}/revision`, ctx.actors.user)).statusCode).toBe(403);
  });

  it('a new save replaces the pending one, keeping the picture it does not resend', async () => {
    const saved = await edit(t.owner, { description: '<p>Lançamentos e permutas</p>' });
    expect(saved.statusCode).toBe(202);
    const second = standRevisionSchema.parse(saved.json());
    expect(second.id).not.toBe(first.id);
    expect(second.proposed.coverPhoto).toBe(first.proposed.coverPhoto);
    // (The demo data has a pending change of its own stand.)
    const ofStand = async (status: string) =>
      (
        (
          await call('GET', `/api/exhibitor/revisions?status=${status}`, ctx.actors.admin)
        ).json() as StandRevision[]
      )
        .filter((r) => r.exhibitorId === standId)
        .map((r) => r.id);
    expect(await ofStand('PENDING')).toEqual([second.id]);
    expect(await ofStand('REPLACED')).toEqual([first.id]);
    first = second;
  });

  it('the organizer approves: the page changes (not the organizer fields) and the team is told', async () => {
    const before = smtp.received.length;
    const approved = await call('POST', `/api/exhibitor/revisions/${first.id}/approve`, ctx.actors.admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('APPROVED');
    const page = await publicPage();
    expect(page.description).toBe('<p>Lançamentos e permutas</p>');
    expect(page.title).toBe('Construtora Horizonte');
    expect(page.coverPhoto).toBe(first.proposed.coverPhoto);
    const inbox = (await call('GET', '/api/notification?size=5', t.staff)).json().content;
    expect(inbox[0]).toMatchObject({
      type: 'STAND_REVISION_APPROVED',
      message: 'Los cambios del stand Construtora Horizonte fueron aprobados y ya están publicados',
    });
    await smtp.mailTo('equipe@horizonte.test', before);
    await smtp.mailTo('dona@horizonte.test', before);
    const again = await call('POST', `/api/exhibitor/revisions/${first.id}/approve`, ctx.actors.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVISION_NOT_PENDING');
  });

  it('the organizer rejects with a reason: the page stays, the revision picture goes', async () => {
    const saved = await edit(t.owner, { shortDescription: 'O melhor preço da feira!!!' }, [
      await imagePart('profilePicture'),
    ]);
    const revision = standRevisionSchema.parse(saved.json());
    const mediaBefore = (await ctx.db.select().from(mediaFiles)).length;
    expect(
      (await call('POST', `/api/exhibitor/revisions/${revision.id}/reject`, ctx.actors.admin, {})).statusCode,
    ).toBe(400);
    const rejected = await call('POST', `/api/exhibitor/revisions/${revision.id}/reject`, ctx.actors.admin, {
      reason: 'Sem superlativos, por favor',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Sem superlativos, por favor' });
    expect((await publicPage()).shortDescription).toBe('Alto padrão na zona sul');
    expect((await ctx.db.select().from(mediaFiles)).length).toBe(mediaBefore - 1);
    const inbox = (await call('GET', '/api/notification?size=5', t.owner)).json().content;
    expect(inbox[0].message).toBe(
      'Los cambios del stand Construtora Horizonte no fueron aprobados. Motivo: Sem superlativos, por favor',
    );
    expect((await call('GET', `/api/exhibitor/${standId}/revision`, t.owner)).json().status).toBe('REJECTED');
  });

  it("with 'publicar sem revisão' the OWNER's page edit is live at once", async () => {
    expect(
      (await call('PATCH', `/api/exhibitor/${standId}/review`, t.owner, { publishWithoutReview: true }))
        .statusCode,
    ).toBe(403);
    const on = await call('PATCH', `/api/exhibitor/${standId}/review`, ctx.actors.admin, {
      publishWithoutReview: true,
    });
    expect(on.json()).toEqual({ exhibitorId: standId, publishWithoutReview: true });
    expect(
      (await call('GET', `/api/exhibitor/${standId}/members`, ctx.actors.admin)).json().publishWithoutReview,
    ).toBe(true);
    const saved = await edit(t.owner, { shortDescription: 'Plantão no estande 12', quota: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ shortDescription: 'Plantão no estande 12', quota: 'GOLD' });
    const [row] = await ctx.db.select().from(exhibitors).where(eq(exhibitors.id, standId));
    expect(row!.shortDescription).toBe('Plantão no estande 12');
    expect((await publicPage()).shortDescription).toBe('Plantão no estande 12');
  });
});
