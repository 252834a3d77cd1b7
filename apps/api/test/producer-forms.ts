/** Test-only helpers shared by the producer write tests (events, exhibitors, properties, speakers, agenda). */
import { rm } from 'node:fs/promises';
import { expect } from 'vitest';
import { auth, multipart, type Part, setup } from './fixtures.ts';
import { otherTenant, type TestApp } from './helpers.ts';

export type Context = Awaited<ReturnType<typeof setup>>;

export async function producerSetup() {
  const ctx = await setup();
  return {
    ctx,
    close: async () => {
      await ctx.test.close();
      await rm(ctx.storageDir, { recursive: true, force: true });
    },
  };
}

export interface Call {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The JSON request: a multipart `request` field unless `inQuery`. */
  request?: unknown;
  inQuery?: boolean;
  files?: Part[];
  /** A plain JSON body (agenda). */
  json?: unknown;
}

/** Sends `call` as `token` (anonymous without one) on the demo tenant unless `tenant` is given. */
export function send(ctx: Context, token: string | undefined, call: Call, tenant?: Record<string, string>) {
  let url = call.url;
  const parts: Part[] = [...(call.files ?? [])];
  if (call.request !== undefined) {
    const text = typeof call.request === 'string' ? call.request : JSON.stringify(call.request);
    if (call.inQuery) url += `${url.includes('?') ? '&' : '?'}request=${encodeURIComponent(text)}`;
    else parts.unshift({ name: 'request', data: text });
  }
  const body = parts.length > 0 ? multipart(parts) : undefined;
  return ctx.test.app.inject({
    method: call.method,
    url,
    headers: { ...auth(token, tenant), ...body?.headers },
    ...(body ? { payload: body.payload } : call.json !== undefined ? { payload: call.json as object } : {}),
  });
}

/**
 * Anonymous 401, GUEST and USER 403, and the ADMIN of another tenant `foreign` (an id of this
 * tenant is unknown there). Nothing may change meanwhile.
 */
export async function expectRefused(ctx: Context, call: Call, foreign: { status: number; code: string }) {
  const before = await ctx.snapshot();
  const codes = async (token: string | undefined, tenant?: Record<string, string>) => {
    const response = await send(ctx, token, call, tenant);
    return { status: response.statusCode, code: response.json().code };
  };
  expect(await codes(undefined)).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  expect(await codes(ctx.actors.guest)).toEqual({ status: 403, code: 'FORBIDDEN' });
  expect(await codes(ctx.actors.user)).toEqual({ status: 403, code: 'FORBIDDEN' });
  expect(await codes(ctx.actors.otherAdmin, otherTenant)).toEqual(foreign);
  // A demo token on the other tenant is no token there.
  expect((await codes(ctx.actors.admin, otherTenant)).status).toBe(401);
  expect(await ctx.snapshot()).toEqual(before);
}

/** The failing fields of a VALIDATION_ERROR. */
export function failingFields(response: { statusCode: number; json(): unknown }): string[] {
  const body = response.json() as { code: string; args: { field: string }[] };
  expect({ status: response.statusCode, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  return body.args.map((issue) => issue.field);
}

/** XSS payloads that must not survive sanitizing, and what must survive. */
export const xssDescription =
  '<p onclick="alert(1)">Bem <strong>vindo</strong><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">link</a><img src=x onerror="alert(4)"></p>';

export function expectSanitized(html: string) {
  expect(html).toContain('<strong>vindo</strong>');
  expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
}

/** The media key of a public image URL (`/api/media/<key>-<width>.webp`). */
export const keyOf = (url: string) => (url.split('/').at(-1) ?? '').replace(/-\d+\.webp$/, '');

/** A valid event request; override any field. */
export const eventRequest = (overrides: Record<string, unknown> = {}) => ({
  title: 'Feira de Imóveis 2027',
  description: '<p>Três dias de <strong>lançamentos</strong>.</p>',
  aboutSponsor: '<p>Patrocínio master</p>',
  local: 'Expo Center Norte',
  capacity: 500,
  dateStart: '18/03/2027',
  dateEnd: '20/03/2027',
  timeStart: '09:00',
  timeEnd: '18:00',
  videos: ['https://www.youtube.com/watch?v=7Xq2c3nZ0uE'],
  address: {
    road: 'Rua José Bernardo Pinto',
    number: '333',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '02055-000',
  },
  socialMediaRequest: { instagram: 'https://instagram.com/feira', whatsapp: '+55 11 99999-0000' },
  ...overrides,
});

/** A valid exhibitor request for `idEvent`; override any field. */
export const exhibitorRequest = (idEvent: number, overrides: Record<string, unknown> = {}) => ({
  idEvent,
  title: 'Construtora Horizonte',
  description: '<p>Apartamentos de <em>alto padrão</em>.</p>',
  shortDescription: 'Alto padrão na zona sul',
  category: 'Construtoras',
  sponsor: true,
  aboutSponsor: '<p>Patrocinadora ouro</p>',
  sector: 'Residencial',
  quota: 3,
  company: 'Horizonte S.A.',
  local: 'Estande 12',
  address: { road: 'Av. Paulista', number: '1000', city: 'São Paulo', state: 'SP', zipCode: '01310-100' },
  socialMedia: { site: 'https://horizonte.example' },
  ...overrides,
});

/** Sends a producer form: the JSON as the multipart field `field`, plus file parts. */
export function sendForm(
  test: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  options: { field?: string; json?: unknown; raw?: string; files?: Part[]; tenant?: Record<string, string> },
) {
  const parts: Part[] = [];
  if (options.json !== undefined || options.raw !== undefined) {
    parts.push({ name: options.field ?? 'request', data: options.raw ?? JSON.stringify(options.json) });
  }
  parts.push(...(options.files ?? []));
  const body = multipart(parts);
  return test.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...auth(token, options.tenant), ...body.headers },
  });
}

/** A file that claims to be a JPEG but is not one. */
export const fakeImage = (name = 'files'): Part => ({
  name,
  filename: 'evil.jpg',
  type: 'image/jpeg',
  data: Buffer.from('<?php echo "not an image"; ?>'),
});

/** A JPEG whose header is right and whose data is cut short: only decoding finds out. */
export const truncatedJpeg = (bytes: Buffer, name = 'files'): Part => ({
  name,
  filename: 'cut.jpg',
  type: 'image/jpeg',
  data: bytes.subarray(0, Math.floor(bytes.length / 3)),
});
