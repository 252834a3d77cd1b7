import { type Address, propertiesByGroupSchema, propertySchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShowcaseTestApp, otherTenant, type ShowcaseTestApp } from '../../../test/helpers.ts';
import { properties } from '../../db/schema.ts';
import { propertyAddress, propertyFullAddress } from './properties.presenter.ts';

let test: ShowcaseTestApp;
let eventId: number;
let get: ShowcaseTestApp['get'];
const other = otherTenant;

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  ({ eventId, get } = test);
});
afterAll(() => test?.close());

describe('GET /api/routeImmobile/event/:eventId', () => {
  it('groups the seven properties by exhibitor title, sorted', async () => {
    const response = await get(`/api/routeImmobile/event/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=30');
    const groups = propertiesByGroupSchema.parse(response.json());
    expect(Object.keys(groups)).toEqual(['Aurora Incorporadora', 'Construtora Pilar Forte']);
    const all = Object.values(groups).flat();
    expect(all).toHaveLength(7);
    expect(new Set(all.map((property) => property.status)).size).toBe(4);
    expect(groups['Construtora Pilar Forte']?.map((property) => property.title)).toEqual([
      'Pilar Leopoldina Connect',
      'Pilar Santana Garden',
      'Residencial Pilar Tatuapé',
    ]);
    const vilaMariana = all.find((property) => property.title === 'Aurora Vila Mariana');
    expect(vilaMariana?.address).toEqual({
      logradouro: 'Rua Domingos de Morais, 2510',
      localidade: 'Vila Mariana - São Paulo/SP',
    });
    expect(vilaMariana?.fullAddress).toEqual({
      road: 'Rua Domingos de Morais',
      number: '2510',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '04036-100',
      complement: 'Vila Mariana',
    });
    expect(vilaMariana?.images.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/tenant/i);
  });

  it('searches title and group ignoring case and accents', async () => {
    const titles = async (q: string) =>
      Object.values(
        (await get(`/api/routeImmobile/event/${eventId}?q=${encodeURIComponent(q)}`)).json() as Record<
          string,
          { title: string }[]
        >,
      )
        .flat()
        .map((property) => property.title);
    expect(await titles('tatuape')).toEqual(['Residencial Pilar Tatuapé']);
    expect(await titles('CONSTRU')).toHaveLength(3);
    expect(await titles('%')).toEqual([]);
  });

  it('answers unknown and foreign events, and malformed ids', async () => {
    expect((await get('/api/routeImmobile/event/999999')).json().code).toBe('EVENT_NOT_FOUND');
    expect((await get(`/api/routeImmobile/event/${eventId}`, other)).statusCode).toBe(404);
    expect((await get('/api/routeImmobile/event/2.5')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/routeImmobile/:id', () => {
  it('returns one property, and IMMOBILE_NOT_FOUND elsewhere', async () => {
    const [row] = await test.database.db
      .select()
      .from(properties)
      .where(eq(properties.title, 'Pilar Santana Garden'));
    const property = propertySchema.parse((await get(`/api/routeImmobile/${row!.id}`)).json());
    expect(property).toMatchObject({ id: row!.id, status: 'READY', exhibitorId: row!.exhibitorId });
    expect((await get(`/api/routeImmobile/${row!.id}`, other)).json()).toEqual({
      code: 'IMMOBILE_NOT_FOUND',
      message: 'Immobile not found',
      args: [row!.id],
    });
    expect((await get('/api/routeImmobile/abc')).statusCode).toBe(400);
  });
});

describe('propertyAddress', () => {
  it('leaves the neighbourhood out when there is none', () => {
    const address = { road: 'Rua A', number: 'S/N', city: 'Santos', state: 'SP', zipCode: '11000-000' };
    expect(propertyAddress({ ...address, complement: null })).toEqual({
      logradouro: 'Rua A, S/N',
      localidade: 'Santos/SP',
    });
    expect(propertyAddress(null)).toEqual({ logradouro: '', localidade: '' });
  });

  it('gives the full address back in the request shape, with no other stored key', () => {
    const stored = { road: 'Rua A', number: '7', city: 'Santos', state: 'SP', zipCode: '11000-000' };
    expect(propertyFullAddress({ ...stored, extra: 'x' } as unknown as Address)).toEqual({
      ...stored,
      complement: null,
    });
    expect(propertyFullAddress(null)).toBeNull();
  });
});
