import { type Badge, badgeAlphabet, type Lead, leadPageSchema } from '@vitrine/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, setup } from '../../../test/fixtures.ts';
import { otherTenant } from '../../../test/helpers.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { exhibitorMembers, exhibitors, properties, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ctx: Awaited<ReturnType<typeof setup>>;
let eventId: number;
let standId: number;
let otherStandId: number;
let propertyId: number;
/** Tokens: the stand's STAFF and OWNER, the other stand's OWNER, and three visitors. */
const t = {} as Record<'staff' | 'owner' | 'otherOwner' | 'maria' | 'joao' | 'lia' | 'pedro', string>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  tenant?: Record<string, string>,
) => ctx.test.app.inject({ method, url, headers: auth(token, tenant), ...(payload ? { payload } : {}) });

async function person(email: string, name: string, phone: string | null = null) {
  await ctx.db.insert(users).values({
    tenantId: ctx.tenantId,
    email,
    name,
    phone,
    role: 'USER',
    confirmed: true,
    locale: 'pt-BR',
    passwordHash: await hashPassword('secret-password-1'),
  });
  const response = await call('POST', '/api/auth/login', undefined, {
    login: email,
    password: 'secret-password-1',
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return { token: response.json().token as string, id: row!.id };
}

const badgeOf = async (token: string) => (await call('GET', '/api/badge', token)).json() as Badge;
const scan = (token: string, badge: string, stand = standId, capturedAt?: string) =>
  call('POST', `/api/exhibitor/${stand}/leads`, token, { badge, ...(capturedAt && { capturedAt }) });
const leadsOf = async (token: string, query = '') => {
  const response = await call('GET', `/api/exhibitor/${standId}/leads?size=50${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return leadPageSchema.parse(response.json()).content;
};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await setup(65_536, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://vitrine.test' });
  eventId = await ctx.newEvent('Salão de Imóveis');
  const [stand, other] = await ctx.db
    .insert(exhibitors)
    .values([
      { tenantId: ctx.tenantId, eventId, title: 'Construtora Horizonte', category: 'Construtoras' },
      { tenantId: ctx.tenantId, eventId, title: 'Banco Aurora', category: 'Bancos' },
    ])
    .returning();
  standId = stand!.id;
  otherStandId = other!.id;
  const [property] = await ctx.db
    .insert(properties)
    .values({
      tenantId: ctx.tenantId,
      eventId,
      exhibitorId: standId,
      title: 'Residencial Vista',
      status: 'READY',
      size: 80,
    })
    .returning();
  propertyId = property!.id;
  const staff = await person('staff@horizonte.test', 'Sofia Staff');
  const owner = await person('dono@horizonte.test', 'Otávio Dono');
  const otherOwner = await person('dono@aurora.test', 'Alice Aurora');
  await ctx.db.insert(exhibitorMembers).values([
    { exhibitorId: standId, userId: staff.id, tenantId: ctx.tenantId, role: 'STAFF' },
    { exhibitorId: standId, userId: owner.id, tenantId: ctx.tenantId, role: 'OWNER' },
    { exhibitorId: otherStandId, userId: otherOwner.id, tenantId: ctx.tenantId, role: 'OWNER' },
  ]);
  Object.assign(t, {
    staff: staff.token,
    owner: owner.token,
    otherOwner: otherOwner.token,
    maria: (await person('maria@visita.test', 'Maria Visitante', '+55 11 91234-5678')).token,
    joao: (await person('joao@visita.test', 'João Visitante')).token,
    lia: (await person('lia@visita.test', 'Lia Visitante')).token,
    pedro: (await person('pedro@visita.test', 'Pedro Visitante')).token,
  });
}, 60_000);

afterAll(async () => {
  await ctx?.test.close();
  await smtp?.close();
});

describe('the visitor badge', () => {
  it('is made once, holds a short code and a signed QR, never the token or the e-mail', async () => {
    const badge = await badgeOf(t.maria);
    expect(badge.code).toMatch(new RegExp(`^[${badgeAlphabet}]{8}$`));
    expect(badge.payload).toMatch(new RegExp(`^VTR1:${badge.code}:[A-Za-z0-9_-]{16}$`));
    expect(badge.qr.startsWith('<svg')).toBe(true);
    expect(badge.payload).not.toContain('maria');
    expect(await badgeOf(t.maria)).toEqual(badge);
    expect(badge.hasPhone).toBe(true);
    expect((await badgeOf(t.joao)).hasPhone).toBe(false);
    expect((await badgeOf(t.joao)).code).not.toBe(badge.code);
  });

  it('is for confirmed members', async () => {
    expect((await call('GET', '/api/badge')).statusCode).toBe(401);
    expect((await call('GET', '/api/badge', ctx.actors.guest)).statusCode).toBe(403);
    expect((await call('GET', '/api/badge', ctx.actors.unconfirmed)).statusCode).toBe(403);
  });
});

describe('leads by scan', () => {
  let first: Lead;

  it("the stand's team scans a QR: a lead with the visitor's contact; again, the same lead", async () => {
    const badge = await badgeOf(t.maria);
    const created = await scan(t.staff, badge.payload);
    expect(created.statusCode, created.body).toBe(201);
    first = created.json();
    expect(first).toMatchObject({
      exhibitorId: standId,
      source: 'SCAN',
      capturedBy: 'Sofia Staff',
      person: { name: 'Maria Visitante', email: 'maria@visita.test', phone: '+55 11 91234-5678' },
    });
    const again = await scan(t.owner, badge.payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    // Typed as people type it.
    const typed = await scan(t.staff, `${badge.code.slice(0, 4).toLowerCase()}-${badge.code.slice(4)}`);
    expect(typed.statusCode).toBe(200);
    expect(typed.json().id).toBe(first.id);
    // Another stand keeps its own lead for the same visitor.
    expect((await scan(t.otherOwner, badge.payload, otherStandId)).statusCode).toBe(201);
  });

  it('refuses forged, rotated and unknown badges', async () => {
    const badge = await badgeOf(t.joao);
    const forged = badge.payload.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await scan(t.staff, forged);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('BADGE_INVALID');
    expect((await scan(t.staff, 'https://example.test/not-a-badge')).statusCode).toBe(404);
    const rotated = (await call('POST', '/api/badge/rotate', t.joao)).json() as Badge;
    expect(rotated.code).not.toBe(badge.code);
    expect((await scan(t.staff, badge.payload)).json().code).toBe('BADGE_INVALID');
    expect((await scan(t.staff, badge.code)).statusCode).toBe(404);
    expect((await scan(t.staff, rotated.payload)).statusCode).toBe(201);
    // Another tenant's stand staff cannot use our badges: the other tenant has no such stand.
    const foreign = await call(
      'POST',
      `/api/exhibitor/${standId}/leads`,
      ctx.actors.otherAdmin,
      { badge: rotated.payload },
      otherTenant,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('only the stand team scans and reads leads, ADMINs included', async () => {
    const badge = await badgeOf(t.lia);
    expect((await scan(ctx.actors.admin, badge.payload)).statusCode).toBe(403);
    expect((await scan(t.otherOwner, badge.payload)).statusCode).toBe(403);
    expect((await scan(t.maria, badge.payload)).statusCode).toBe(403);
    expect((await call('GET', `/api/exhibitor/${standId}/leads`, ctx.actors.admin)).statusCode).toBe(403);
    expect((await call('GET', `/api/exhibitor/${standId}/leads`, t.otherOwner)).statusCode).toBe(403);
    expect((await call('GET', `/api/exhibitor/${standId}/leads`)).statusCode).toBe(401);
  });

  it('keeps the scan time of a scan sent late from the offline queue, within limits', async () => {
    const badge = await badgeOf(t.lia);
    const at = new Date(Date.now() - 3 * 3600_000).toISOString();
    const late = await scan(t.staff, badge.payload, standId, at);
    expect(late.statusCode).toBe(201);
    expect(late.json().capturedAt).toBe(at);
    const future = await scan(t.owner, badge.payload, standId, new Date(Date.now() + 3600_000).toISOString());
    expect(future.statusCode).toBe(400);
  });
});

describe("'Tenho interesse' and the lead list", () => {
  it('needs consent, makes a lead for the property, and tells the team by notification and mail', async () => {
    const url = `/api/routeImmobile/${propertyId}/interest`;
    const refused = await call('POST', url, t.pedro, { consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CONSENT_REQUIRED');
    expect((await call('POST', url, ctx.actors.guest, { consent: true })).statusCode).toBe(403);
    const before = smtp.received.length;
    const created = await call('POST', url, t.pedro, { consent: true, message: 'Aceita permuta?' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      exhibitorId: standId,
      title: 'Construtora Horizonte',
      source: 'PROPERTY',
      created: true,
    });
    const mail = await smtp.mailTo('staff@horizonte.test', before);
    expect(mail.raw).toContain('Aceita permuta?');
    await smtp.mailTo('dono@horizonte.test', before);
    const inbox = (await call('GET', '/api/notification?size=10', t.staff)).json().content;
    expect(inbox[0]).toMatchObject({
      type: 'LEAD_INTEREST',
      message: 'Pedro Visitante tem interesse em “Residencial Vista”',
    });

    // Asking again refreshes the message; still one lead.
    const again = await call('POST', url, t.joao, { consent: true, message: 'Qual o valor do condomínio?' });
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    const joao = (await leadsOf(t.staff)).filter((lead) => lead.person?.email === 'joao@visita.test');
    expect(joao).toHaveLength(1);
    expect(joao[0]).toMatchObject({ source: 'SCAN', message: 'Qual o valor do condomínio?', propertyId });

    const stand = await call('POST', `/api/exhibitor/${otherStandId}/interest`, t.lia, { consent: true });
    expect(stand.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/routeImmobile/999999/interest', t.lia, { consent: true })).json().code,
    ).toBe('IMMOBILE_NOT_FOUND');
  });

  it('rates, notes and tags a lead, and filters the list', async () => {
    const all = await leadsOf(t.owner);
    expect(all.map((lead) => lead.person?.name).sort()).toEqual([
      'João Visitante',
      'Lia Visitante',
      'Maria Visitante',
      'Pedro Visitante',
    ]);
    const maria = all.find((lead) => lead.person?.name === 'Maria Visitante')!;
    const patched = await call('PATCH', `/api/exhibitor/${standId}/leads/${maria.id}`, t.staff, {
      rating: 'HOT',
      notes: 'Quer 3 quartos, visita sábado',
      tags: ['financiamento', 'vip', 'vip'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ rating: 'HOT', tags: ['financiamento', 'vip'] });
    expect(
      (
        await call('PATCH', `/api/exhibitor/${otherStandId}/leads/${maria.id}`, t.otherOwner, {
          rating: 'COLD',
        })
      ).statusCode,
    ).toBe(404);

    expect((await leadsOf(t.staff, '&rating=HOT')).map((l) => l.id)).toEqual([maria.id]);
    expect((await leadsOf(t.staff, '&tag=vip')).map((l) => l.id)).toEqual([maria.id]);
    expect((await leadsOf(t.staff, '&q=s%C3%A1bado')).map((l) => l.id)).toEqual([maria.id]);
    expect((await leadsOf(t.staff, '&q=JOAO@visita')).map((l) => l.person?.name)).toEqual(['João Visitante']);
    expect((await leadsOf(t.staff, `&propertyId=${propertyId}`)).map((l) => l.person?.name).sort()).toEqual([
      'João Visitante',
      'Pedro Visitante',
    ]);
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await leadsOf(t.staff, `&day=${today}`)).length).toBeGreaterThanOrEqual(2);
    expect(await leadsOf(t.staff, '&day=01/01/2020')).toEqual([]);
  });

  it('exports the filtered list as CSV and XLSX that read back the same', async () => {
    const listed = await leadsOf(t.staff);
    const csv = await call('GET', `/api/exhibitor/${standId}/leads/export?format=csv&lang=pt-BR`, t.staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('construtora-horizonte-leads.csv');
    const rows = parse(csv.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(0, 4)).toEqual(['Nome', 'E-mail', 'Telefone', 'Origem']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed.map((lead) => lead.person?.email ?? ''));
    expect(rows.find((row) => row[0] === 'Maria Visitante')).toEqual(
      expect.arrayContaining(['+55 11 91234-5678', 'Crachá escaneado', 'Quente', 'financiamento, vip']),
    );

    const xlsx = await call(
      'GET',
      `/api/exhibitor/${standId}/leads/export?format=xlsx&lang=en&rating=HOT`,
      t.owner,
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0]!.slice(1, 4)).toEqual(['Name', 'E-mail', 'Phone']);
    expect(values.slice(1).map((row) => row[2])).toEqual(['maria@visita.test']);
    expect((await call('GET', `/api/exhibitor/${standId}/leads/export`, ctx.actors.admin)).statusCode).toBe(
      403,
    );
  });
});

describe('consent', () => {
  it("lists the stands holding the visitor's contact; withdrawing leaves an anonymous count", async () => {
    const held = (await call('GET', '/api/consent', t.maria)).json();
    expect(held.map((c: { title: string }) => c.title).sort()).toEqual([
      'Banco Aurora',
      'Construtora Horizonte',
    ]);
    expect((await call('DELETE', `/api/consent/${standId}`, t.maria)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/consent/${standId}`, t.maria)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/consent', t.maria)).json().map((c: { title: string }) => c.title),
    ).toEqual(['Banco Aurora']);
    const leads = await leadsOf(t.staff);
    expect(leads.map((lead) => lead.person?.name ?? null)).toContain(null);
    expect(leads.map((lead) => lead.person?.name)).not.toContain('Maria Visitante');
    const anonymous = leads.find((lead) => lead.person === null)!;
    expect(anonymous).toMatchObject({ notes: '', message: null, rating: 'HOT' });
    // A new scan after withdrawing is a new consent, and a new lead.
    expect((await scan(t.staff, (await badgeOf(t.maria)).payload)).statusCode).toBe(201);
  });

  it('gives the organizer counts per stand, never the people', async () => {
    const summary = await call('GET', `/api/lead/summary?eventId=${eventId}`, ctx.actors.admin);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual([
      { exhibitorId: standId, title: 'Construtora Horizonte', leads: 5, withdrawn: 1 },
      { exhibitorId: otherStandId, title: 'Banco Aurora', leads: 2, withdrawn: 0 },
    ]);
    expect((await call('GET', `/api/lead/summary?eventId=${eventId}`, t.owner)).statusCode).toBe(403);
  });
});
