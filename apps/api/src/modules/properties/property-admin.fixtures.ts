/** Test-only helpers shared by the property, speaker and agenda write tests. */
import { rm } from 'node:fs/promises';
import { expect } from 'vitest';
import { otherTenant } from '../../../test/helpers.ts';
import { auth, multipart, type Part, setup } from '../publications/publications.fixtures.ts';

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
