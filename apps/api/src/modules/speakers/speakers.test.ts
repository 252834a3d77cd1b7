import { speakerSchema } from '@vitrine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShowcaseTestApp, otherTenant, type ShowcaseTestApp } from '../../../test/helpers.ts';
import { speakers } from '../../db/schema.ts';

let test: ShowcaseTestApp;
let eventId: number;
let get: ShowcaseTestApp['get'];
const other = otherTenant;

beforeAll(async () => {
  test = await buildShowcaseTestApp();
  ({ eventId, get } = test);
});
afterAll(() => test?.close());

describe('GET /api/speaker/findByEvent/:eventId', () => {
  it('lists the six speakers by name', async () => {
    const response = await get(`/api/speaker/findByEvent/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\//);
    const list = speakerSchema.array().parse(response.json());
    expect(list.map((speaker) => speaker.name)).toEqual([
      'Beatriz Okamoto',
      'Camila Nogueira',
      'Helena Duarte',
      'Paulo Sérgio Lima',
      'Rafael Menezes',
      'Thiago Albuquerque',
    ]);
    expect(list[0]?.profilePicture).toMatch(/^\/api\/media\//);
    expect(response.body).not.toMatch(/tenant/i);
  });

  it('searches name and company ignoring case and accents', async () => {
    const names = async (q: string) =>
      (await get(`/api/speaker/findByEvent/${eventId}?q=${encodeURIComponent(q)}`))
        .json()
        .map((speaker: { name: string }) => speaker.name);
    expect(await names('SERGIO')).toEqual(['Paulo Sérgio Lima']);
    expect(await names('estudio traço')).toEqual(['Camila Nogueira']);
    expect(await names('%')).toEqual([]);
    expect(await names('a_a')).toEqual([]);
  });

  it('answers unknown and foreign events, and malformed ids', async () => {
    expect((await get('/api/speaker/findByEvent/999999')).json().code).toBe('EVENT_NOT_FOUND');
    expect((await get(`/api/speaker/findByEvent/${eventId}`, other)).json().code).toBe('EVENT_NOT_FOUND');
    expect((await get('/api/speaker/findByEvent/x1')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/speaker/:id', () => {
  it('returns one speaker, and 404 elsewhere', async () => {
    const [row] = await test.database.db.select().from(speakers).where(eq(speakers.name, 'Helena Duarte'));
    const response = await get(`/api/speaker/${row!.id}`);
    expect(speakerSchema.parse(response.json())).toMatchObject({
      name: 'Helena Duarte',
      company: 'Banco Horizonte',
    });
    expect((await get(`/api/speaker/${row!.id}`, other)).json()).toEqual({
      code: 'SPEAKER_NOT_FOUND',
      message: 'Speaker not found',
      args: [row!.id],
    });
    expect((await get('/api/speaker/999999')).statusCode).toBe(404);
    expect((await get('/api/speaker/-4')).json().code).toBe('VALIDATION_ERROR');
  });
});
