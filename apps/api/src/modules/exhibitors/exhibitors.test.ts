import { exhibitorSchema, exhibitorsByCategorySchema, shortcutsSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShowcaseTestApp, otherTenant, type ShowcaseTestApp } from '../../../test/helpers.ts';
import { events, exhibitors, tenants } from '../../db/schema.ts';

let test: ShowcaseTestApp;
let eventId: number;
let get: ShowcaseTestApp['get'];
const idOf = new Map<string, number>();
const other = otherTenant;

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  ({ eventId, get } = test);
  for (const row of await test.database.db.select().from(exhibitors)) idOf.set(row.title, row.id);
});
afterAll(() => test?.close());

describe('GET /api/exhibitor/findByEvent/:eventId', () => {
  it('groups the 10 exhibitors by sorted category, each by quota rank then title', async () => {
    const response = await get(`/api/exhibitor/findByEvent/${eventId}`);
    expect(response.statusCode).toBe(200);
    const groups = exhibitorsByCategorySchema.parse(response.json());
    expect(Object.keys(groups)).toEqual([
      'Arquitetura e Decoração',
      'Construtoras',
      'Financiamento',
      'Imobiliárias',
      'Incorporadoras',
      'Tecnologia',
    ]);
    expect(Object.values(groups).flat()).toHaveLength(10);
    expect(groups.Financiamento?.map((item) => item.title)).toEqual([
      'Banco Horizonte',
      'Cooperativa Teto Seguro',
    ]);
    expect(groups.Incorporadoras?.map((item) => item.title)).toEqual([
      'Aurora Incorporadora',
      'Vértice Urbanismo',
    ]);
    expect(groups.Tecnologia?.map((item) => item.title)).toEqual([
      'Lar Conectado Automação',
      'Chave Digital',
    ]);
    const item = groups.Financiamento?.[0];
    expect(item).toMatchObject({ sponsor: true, quota: 'DIAMOND', dateStart: '18/03/2027' });
    expect(item?.profilePicture).toMatch(/^\/api\/media\//);
    expect(response.body).not.toMatch(/tenant/i);
  });

  it('searches ignoring case and accents, and takes wildcards literally', async () => {
    const search = async (q: string) =>
      (await get(`/api/exhibitor/findByEvent/${eventId}?q=${encodeURIComponent(q)}`)).json();
    expect(await search('CONSTRU')).toEqual({
      Construtoras: [expect.objectContaining({ title: 'Construtora Pilar Forte' })],
    });
    expect(Object.values(await search('vertice')).flat()).toEqual([
      expect.objectContaining({ title: 'Vértice Urbanismo' }),
    ]);
    expect(Object.values(await search('IMOBILIÁRIAS')).flat()).toHaveLength(2);
    for (const q of ['%', '_', '\\', "'", 'zzz']) expect(await search(q), q).toEqual({});
    expect(Object.values(await search('   ')).flat()).toHaveLength(10);
  });

  it('answers an unknown event, a foreign tenant and a malformed id', async () => {
    expect((await get('/api/exhibitor/findByEvent/999999')).json()).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: 'Event not found',
      args: [999999],
    });
    expect((await get(`/api/exhibitor/findByEvent/${eventId}`, other)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/exhibitor/findByEvent/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await get(`/api/exhibitor/findByEvent/${eventId}?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/exhibitor/:id', () => {
  it('returns one exhibitor with all eight social keys', async () => {
    const id = idOf.get('Banco Horizonte')!;
    const response = await get(`/api/exhibitor/${id}`);
    expect(response.statusCode).toBe(200);
    const exhibitor = exhibitorSchema.parse(response.json());
    expect(exhibitor).toMatchObject({
      id,
      eventId,
      title: 'Banco Horizonte',
      sponsor: true,
      dateStart: '18/03/2027',
    });
    expect(Object.keys(exhibitor.socialMedia)).toHaveLength(8);
    expect(exhibitor.address?.city).toBe('São Paulo');
    expect(response.body).not.toMatch(/tenant/i);
  });

  it('answers unknown, foreign and malformed ids', async () => {
    const id = idOf.get('Banco Horizonte')!;
    expect((await get('/api/exhibitor/999999')).json()).toEqual({
      code: 'EXHIBITOR_NOT_FOUND',
      message: 'Exhibitor not found',
      args: [999999],
    });
    expect((await get(`/api/exhibitor/${id}`, other)).json().code).toBe('EXHIBITOR_NOT_FOUND');
    expect((await get('/api/exhibitor/abc')).json().code).toBe('VALIDATION_ERROR');
    expect((await get('/api/exhibitor/shortcuts/0')).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("never shows another tenant's event or exhibitors", async () => {
    const [tenant] = await test.database.db
      .insert(tenants)
      .values({ slug: 'third', name: 'Third' })
      .returning();
    const [event] = await test.database.db
      .insert(events)
      .values({
        tenantId: tenant!.id,
        title: 'Feira Terceira',
        dateStart: '2027-05-01',
        dateEnd: '2027-05-02',
        timeStart: '09:00',
        timeEnd: '18:00',
      })
      .returning();
    const [exhibitor] = await test.database.db
      .insert(exhibitors)
      .values({ tenantId: tenant!.id, eventId: event!.id, title: 'Estande Alheio', category: 'Outros' })
      .returning();
    const third = { 'x-tenant': 'third' };
    expect((await get(`/api/exhibitor/findByEvent/${event!.id}`, third)).json()).toEqual({
      Outros: [expect.objectContaining({ title: 'Estande Alheio', dateStart: '01/05/2027' })],
    });
    expect((await get(`/api/exhibitor/findByEvent/${event!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/exhibitor/${exhibitor!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/exhibitor/shortcuts/${exhibitor!.id}`)).statusCode).toBe(404);
    const shortcuts = (await get(`/api/exhibitor/shortcuts/${exhibitor!.id}`, third)).json();
    expect(shortcuts).toMatchObject({ listSponsor: [], exhibitors: [], address: null });
    expect(JSON.stringify((await get(`/api/exhibitor/findByEvent/${eventId}`)).json())).not.toContain(
      'Alheio',
    );
  });
});

describe('GET /api/exhibitor/shortcuts/:id', () => {
  it("lists the event's sponsors and four other stands", async () => {
    const id = idOf.get('Aurora Incorporadora')!;
    const response = await get(`/api/exhibitor/shortcuts/${id}`);
    expect(response.statusCode).toBe(200);
    const shortcuts = shortcutsSchema.parse(response.json());
    expect(shortcuts.listSponsor.map((sponsor) => sponsor.name)).toEqual([
      'Banco Horizonte',
      'Aurora Incorporadora',
    ]);
    expect(shortcuts.exhibitors.map((item) => item.title)).toEqual([
      'Banco Horizonte',
      'Vértice Urbanismo',
      'Casa Paulista Imóveis',
      'Cooperativa Teto Seguro',
    ]);
    expect(shortcuts.address?.city).toBe('São Paulo');
    expect(Object.keys(shortcuts.socialMedia)).toHaveLength(8);
    expect((await get(`/api/exhibitor/shortcuts/${id}`, other)).json().code).toBe('EXHIBITOR_NOT_FOUND');
  });
});
