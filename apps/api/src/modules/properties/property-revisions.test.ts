import { type PropertyRevision, propertyRevisionSchema, propertySchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, imagePart, type Part, setup } from '../../../test/fixtures.ts';
import { exhibitorRequest, sendForm } from '../../../test/producer-forms.ts';
import { startSmtpPeer, textOf } from '../../../test/smtp-peer.ts';
import { exhibitorMembers, mediaFiles, propertyRevisions, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
let standId: number;
let otherStandId: number;
const t = {} as Record<'owner' | 'staff' | 'otherOwner', string>;

const request = (overrides: Record<string, unknown> = {}) => ({
  eventId,
  exhibitorsId: standId,
  title: 'Residencial Aurora',
  description: '<p>Dois dormitórios com varanda</p>',
  suites: 1,
  room: 2,
  size: '64',
  contact: '(11) 98888-0000',
  status: 2,
  address: { road: 'Rua das Flores', number: '12', city: 'Curitiba', state: 'PR', zipCode: '80000-000' },
  ...overrides,
});
const write = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  overrides: Record<string, unknown> = {},
  files: Part[] = [],
) => sendForm(ctx.test, method, url, token, { json: request(overrides), files });
const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, token?: string, payload?: object) =>
  ctx.test.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const revisionOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(202);
  return propertyRevisionSchema.parse(response.json());
};
/** What a visitor sees of the stand's route. */
const published = async () => {
  const groups = (await call('GET', `/api/routeImmobile/event/${eventId}`)).json() as Record<
    string,
    { id: number; title: string; images: string[]; size: number }[]
  >;
  return groups['Construtora Horizonte'] ?? [];
};
/** The organizer's pending queue, for this test's stand (the demo data has its own). */
const queue = async () =>
  ((await call('GET', '/api/routeImmobile/revisions', ctx.actors.admin)).json() as PropertyRevision[])
    .filter((revision) => revision.exhibitorId === standId)
    .map((revision) => revision.id);
const mediaCount = async () => (await ctx.db.select().from(mediaFiles)).length;

async function member(email: string, name: string, role: 'OWNER' | 'STAFF', exhibitorId: number) {
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
    .values({ exhibitorId, userId: row!.id, tenantId: ctx.tenantId, role });
  return ctx.test.app.tokens.issue({ ...row!, image: null }, 'demo');
}

async function newStand(title: string) {
  const created = await sendForm(ctx.test, 'POST', '/api/exhibitor', ctx.actors.admin, {
    field: 'exhibitorRequest',
    json: exhibitorRequest(eventId, { title }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await setup(65_536, { SMTP_URL: smtp.url });
  eventId = await ctx.newEvent('Feira dos Imóveis');
  standId = await newStand('Construtora Horizonte');
  otherStandId = await newStand('Construtora Vizinha');
  t.owner = await member('dona@horizonte.test', 'Olga Dona', 'OWNER', standId);
  t.staff = await member('equipe@horizonte.test', 'Samuel Equipe', 'STAFF', standId);
  t.otherOwner = await member('dono@vizinha.test', 'Vitor Vizinho', 'OWNER', otherStandId);
}, 60_000);

afterAll(async () => {
  await ctx?.test.close();
  await smtp?.close();
});

describe("a constructor stand OWNER's properties", () => {
  let created: PropertyRevision;
  let propertyId: number;

  it('a new property waits for the organizer; the route does not show it', async () => {
    created = revisionOf(
      await write('POST', '/api/routeImmobile', t.owner, {}, [await imagePart(), await imagePart()]),
    );
    expect(created).toMatchObject({
      action: 'CREATE',
      status: 'PENDING',
      propertyId: null,
      current: null,
      author: 'Olga Dona',
      exhibitorTitle: 'Construtora Horizonte',
    });
    expect(created.proposed).toMatchObject({ title: 'Residencial Aurora', size: 64, status: 'LAUNCH' });
    expect(created.proposed!.images).toHaveLength(2);
    expect(await published()).toEqual([]);
  });

  it('is refused to STAFF, to other stands, and to visitors', async () => {
    expect((await write('POST', '/api/routeImmobile', t.staff)).statusCode).toBe(403);
    expect((await write('POST', '/api/routeImmobile', t.otherOwner)).statusCode).toBe(403);
    expect((await write('POST', '/api/routeImmobile', ctx.actors.user)).statusCode).toBe(403);
    expect((await write('POST', '/api/routeImmobile', ctx.actors.guest)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/exhibitor/${standId}/property-revisions`, ctx.actors.user)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/exhibitor/${standId}/property-revisions`, t.otherOwner)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/routeImmobile/revisions', t.owner)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/routeImmobile/revisions/${created.id}/approve`, t.owner)).statusCode,
    ).toBe(403);
  });

  it('the organizer approves: the property is on the route, and the team is told in its language', async () => {
    const before = smtp.received.length;
    const approved = await call(
      'POST',
      `/api/routeImmobile/revisions/${created.id}/approve`,
      ctx.actors.admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const revision = propertyRevisionSchema.parse(approved.json());
    expect(revision.status).toBe('APPROVED');
    propertyId = revision.propertyId!;
    const [shown] = await published();
    expect(shown).toMatchObject({ id: propertyId, title: 'Residencial Aurora' });
    expect(shown!.images).toEqual(created.proposed!.images);
    const inbox = (await call('GET', '/api/notification?size=5', t.staff)).json().content;
    expect(inbox[0]).toMatchObject({
      type: 'STAND_REVISION_APPROVED',
      message:
        'El cambio del inmueble “Residencial Aurora” (Construtora Horizonte) fue aprobado y ya está publicado',
    });
    const mail = await smtp.mailTo('dona@horizonte.test', before);
    const text = textOf(mail.raw);
    expect(text).toContain(
      'El cambio del inmueble “Residencial Aurora” (Construtora Horizonte) fue aprobado',
    );
    expect(text).toContain(`/event/${eventId}/imovel/${propertyId}`);
    const again = await call('POST', `/api/routeImmobile/revisions/${created.id}/approve`, ctx.actors.admin);
    expect(again.json().code).toBe('REVISION_NOT_PENDING');
  });

  it('an edit waits with both sides; a second save replaces it and drops the image it no longer keeps', async () => {
    const [shown] = await published();
    const first = revisionOf(
      await write(
        'PUT',
        `/api/routeImmobile/${propertyId}`,
        t.owner,
        { title: 'Aurora Garden', images: [shown!.images[0]] },
        [await imagePart()],
      ),
    );
    expect(first).toMatchObject({ action: 'UPDATE', propertyId, status: 'PENDING' });
    expect(first.current!.title).toBe('Residencial Aurora');
    expect(first.changed.sort()).toEqual(['images', 'title']);
    expect(first.proposed!.images[0]).toBe(shown!.images[0]);
    expect((await published())[0]!.title).toBe('Residencial Aurora');

    const media = await mediaCount();
    // Keeps the published first image and the one the first proposal uploaded; adds none.
    const second = revisionOf(
      await write('PUT', `/api/routeImmobile/${propertyId}`, t.owner, {
        title: 'Aurora Garden',
        size: '70',
        images: [first.proposed!.images[1], shown!.images[0]],
      }),
    );
    expect(second.proposed!.images).toEqual([first.proposed!.images[1], shown!.images[0]]);
    expect(await mediaCount()).toBe(media);
    const [old] = await ctx.db.select().from(propertyRevisions).where(eq(propertyRevisions.id, first.id));
    expect(old!.status).toBe('REPLACED');

    const team = (await call('GET', `/api/exhibitor/${standId}/property-revisions`, t.staff)).json();
    expect(team.map((r: PropertyRevision) => [r.id, r.status])).toEqual([
      [second.id, 'PENDING'],
      [created.id, 'APPROVED'],
    ]);
    expect(await queue()).toEqual([second.id]);

    const approved = await call(
      'POST',
      `/api/routeImmobile/revisions/${second.id}/approve`,
      ctx.actors.admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [now] = await published();
    expect(now).toMatchObject({ title: 'Aurora Garden', size: 70 });
    expect(now!.images).toEqual(second.proposed!.images);
    // The published second image is no longer shown: it left storage.
    expect(await mediaCount()).toBe(media - 1);
  });

  it('keeps a property on its own stand', async () => {
    const moved = await write('PUT', `/api/routeImmobile/${propertyId}`, t.owner, {
      exhibitorsId: otherStandId,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('VALIDATION_ERROR');
    expect(
      (await write('PUT', `/api/routeImmobile/${propertyId}`, t.otherOwner, { exhibitorsId: otherStandId }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/routeImmobile/${propertyId}`, t.staff)).statusCode).toBe(403);
  });

  it('a removal rejected with a reason leaves the property; approved, it goes and the history stays', async () => {
    const removal = revisionOf(await call('DELETE', `/api/routeImmobile/${propertyId}`, t.owner));
    expect(removal).toMatchObject({ action: 'DELETE', proposed: null });
    expect(removal.current!.title).toBe('Aurora Garden');
    const rejected = await call(
      'POST',
      `/api/routeImmobile/revisions/${removal.id}/reject`,
      ctx.actors.admin,
      {
        reason: 'Ainda há unidades à venda',
      },
    );
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Ainda há unidades à venda' });
    expect(await published()).toHaveLength(1);
    const inbox = (await call('GET', '/api/notification?size=5', t.owner)).json().content;
    expect(inbox[0].message).toBe(
      'El cambio del inmueble “Aurora Garden” (Construtora Horizonte) no fue aprobado. Motivo: Ainda há unidades à venda',
    );

    const again = revisionOf(await call('DELETE', `/api/routeImmobile/${propertyId}`, t.owner));
    const images = await mediaCount();
    const approved = await call('POST', `/api/routeImmobile/revisions/${again.id}/approve`, ctx.actors.admin);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', propertyId: null, action: 'DELETE' });
    expect(await published()).toEqual([]);
    expect(await mediaCount()).toBe(images - 2);
    const history = (await call('GET', `/api/exhibitor/${standId}/property-revisions`, t.owner)).json();
    expect(history[0]).toMatchObject({ id: again.id, status: 'APPROVED' });
  });

  it("the producer's removal of a property ends its pending change and the images it uploaded", async () => {
    const made = await write('POST', '/api/routeImmobile', ctx.actors.admin, { title: 'Vila Nova' });
    expect(made.statusCode, made.body).toBe(201);
    const id = propertySchema.parse(made.json()).id;
    const media = await mediaCount();
    const pending = revisionOf(
      await write('PUT', `/api/routeImmobile/${id}`, t.owner, { title: 'Vila Nova II' }, [await imagePart()]),
    );
    expect(await mediaCount()).toBe(media + 1);
    expect((await call('DELETE', `/api/routeImmobile/${id}`, ctx.actors.admin)).statusCode).toBe(204);
    const [row] = await ctx.db.select().from(propertyRevisions).where(eq(propertyRevisions.id, pending.id));
    expect(row).toMatchObject({ status: 'REPLACED', propertyId: null });
    expect(await mediaCount()).toBe(media);
    const approve = await call(
      'POST',
      `/api/routeImmobile/revisions/${pending.id}/approve`,
      ctx.actors.admin,
    );
    expect(approve.statusCode).toBe(409);
  });

  it("a rejected new property's images leave storage", async () => {
    const media = await mediaCount();
    const proposal = revisionOf(await write('POST', '/api/routeImmobile', t.owner, {}, [await imagePart()]));
    expect(await mediaCount()).toBe(media + 1);
    await call('POST', `/api/routeImmobile/revisions/${proposal.id}/reject`, ctx.actors.admin, {
      reason: 'Duplicado',
    });
    expect(await mediaCount()).toBe(media);
  });

  it("with 'publicar sem revisão' the OWNER's writes are live at once", async () => {
    await call('PATCH', `/api/exhibitor/${standId}/review`, ctx.actors.admin, { publishWithoutReview: true });
    const made = await write('POST', '/api/routeImmobile', t.owner, { title: 'Pronto Já' });
    expect(made.statusCode, made.body).toBe(201);
    const id = propertySchema.parse(made.json()).id;
    const edited = await write('PUT', `/api/routeImmobile/${id}`, t.owner, { title: 'Pronto Já II' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await published()).map((p) => p.title)).toEqual(['Pronto Já II']);
    expect((await call('DELETE', `/api/routeImmobile/${id}`, t.owner)).statusCode).toBe(204);
    expect(await published()).toEqual([]);
    expect(await queue()).toEqual([]);
  });
});
