import { exhibitorListItemSchema, shortcutsSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShowcaseTestApp,
  demoTenant,
  otherTenant,
  type ShowcaseTestApp,
} from '../../../test/helpers.ts';
import { events } from '../../db/schema.ts';

let test: ShowcaseTestApp;
let eventId: number;
let tenantId: number;
let get: ShowcaseTestApp['get'];
const other = otherTenant;

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  ({ eventId, tenantId, get } = test);
});
afterAll(() => test?.close());

describe('GET /api/event/listCompany/:id', () => {
  it('lists every exhibitor by quota rank then title', async () => {
    const response = await get(`/api/event/listCompany/${eventId}`);
    expect(response.statusCode).toBe(200);
    const items = exhibitorListItemSchema.array().parse(response.json());
    expect(items.map((item) => item.title)).toEqual([
      'Aurora Incorporadora',
      'Banco Horizonte',
      'Vértice Urbanismo',
      'Casa Paulista Imóveis',
      'Cooperativa Teto Seguro',
      'Lar Conectado Automação',
      'Morada Certa Imobiliária',
      'Chave Digital',
      'Construtora Pilar Forte',
      'Estúdio Traço Arquitetura',
    ]);
    expect(items.filter((item) => item.sponsor)).toHaveLength(2);
  });
});

describe('GET /api/event/listCategory/:id', () => {
  it('counts exhibitors per category, sorted by category', async () => {
    const response = await get(`/api/event/listCategory/${eventId}`);
    expect(response.json()).toEqual([
      { category: 'Arquitetura e Decoração', count: 1 },
      { category: 'Construtoras', count: 1 },
      { category: 'Financiamento', count: 2 },
      { category: 'Imobiliárias', count: 2 },
      { category: 'Incorporadoras', count: 2 },
      { category: 'Tecnologia', count: 2 },
    ]);
  });
});

describe('GET /api/event/shortcuts/:id', () => {
  it('gives sponsors, the first four exhibitors, the address and eight social keys', async () => {
    const response = await get(`/api/event/shortcuts/${eventId}`);
    expect(response.statusCode).toBe(200);
    const shortcuts = shortcutsSchema.parse(response.json());
    expect(shortcuts.listSponsor.map((sponsor) => sponsor.name)).toEqual([
      'Banco Horizonte',
      'Aurora Incorporadora',
    ]);
    expect(shortcuts.exhibitors.map((item) => item.title)).toEqual([
      'Aurora Incorporadora',
      'Banco Horizonte',
      'Vértice Urbanismo',
      'Casa Paulista Imóveis',
    ]);
    expect(shortcuts.address?.city).toBe('São Paulo');
    expect(Object.keys(shortcuts.socialMedia).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'site',
      'spotify',
      'twitter',
      'whatsapp',
      'youtube',
    ]);
  });
});

describe('not found and malformed', () => {
  it('answers 404 EVENT_NOT_FOUND for unknown and foreign events, 400 for malformed ids', async () => {
    for (const path of ['listCompany', 'listCategory', 'shortcuts']) {
      expect((await get(`/api/event/${path}/999999`)).json(), path).toEqual({
        code: 'EVENT_NOT_FOUND',
        message: 'Event not found',
        args: [999999],
      });
      expect((await get(`/api/event/${path}/${eventId}`, other)).statusCode, path).toBe(404);
      expect((await get(`/api/event/${path}/abc`)).json().code, path).toBe('VALIDATION_ERROR');
      expect((await get(`/api/event/${path}/3000000000`)).statusCode, path).toBe(400);
    }
  });
});

describe('HTTP and read caching', () => {
  it('sends Cache-Control and a weak ETag, and 304 when it matches', async () => {
    for (const url of [
      `/api/event/${eventId}`,
      `/api/event/shortcuts/${eventId}`,
      `/api/event/listCompany/${eventId}`,
    ]) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toBe('public, max-age=30, stale-while-revalidate=60');
      expect(first.headers.vary).toMatch(/x-tenant/i);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { ...demoTenant, 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const stale = await get(url, { ...demoTenant, 'if-none-match': 'W/"other"' });
      expect(stale.statusCode).toBe(200);
    }
    const missing = await get('/api/event/shortcuts/999999');
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('serves from the read cache until a writer invalidates it', async () => {
    const before = (await get(`/api/event/${eventId}`)).json().title;
    await test.database.db.update(events).set({ title: 'Renamed' }).where(eq(events.id, eventId));
    expect((await get(`/api/event/${eventId}`)).json().title).toBe(before);
    test.app.readCache.invalidate(tenantId);
    expect((await get(`/api/event/${eventId}`)).json().title).toBe('Renamed');
    await test.database.db.update(events).set({ title: before }).where(eq(events.id, eventId));
    test.app.readCache.invalidate(tenantId);
  });
});
