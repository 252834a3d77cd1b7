/**
 * Bad input on every route of the server's own route table, 200 generated requests a
 * route: hostile tenants, tokens, ids, queries, JSON and multipart bodies, sent as the demo tenant's
 * ADMIN or a USER. Never a 5xx; every 4xx is `{ code, message, args }`; a request carrying something
 * the route must refuse gets a 4xx and stores no row and no file; the server still answers after.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, getTableName, is, ne, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import {
  badIdTexts,
  brokenMultipart,
  type Components,
  hostileJson,
  hostileText,
  type JsonSchema,
  jsonText,
  malformedJsonTexts,
  resolve,
  shapedValue,
  wrongValue,
} from './bad-input-arbitraries.ts';
import { setup } from './fixtures.ts';
import { listRoutes, type Route } from './route-table.ts';

// Cases per route; FUZZ_RUNS=2000 hunts deeper by hand (the default keeps CI quick).
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const ctx = await setup();
const { app } = ctx.test;
await app.ready();
afterAll(() => ctx.test.close());

// ---- what the server says about its routes ----------------------------------------------------------
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
const openapi = app.swagger() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
};
const components = openapi.components.schemas;
const operationOf = (route: Route) =>
  openapi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];

// ---- real rows, so a request gets past the 404 to the validators ----------------------------------
const db = ctx.db;
const [demo] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, 'demo'));
const firstId = async (
  table: typeof schema.exhibitors | typeof schema.speakers | typeof schema.agendaItems,
) =>
  String(
    (await db.select({ id: table.id }).from(table).where(eq(table.tenantId, ctx.tenantId)).limit(1))[0]!.id,
  );
const [unconfirmed] = await db.select().from(schema.users).where(eq(schema.users.email, 'carla@feed.test'));
const [publication] = await db
  .select({ id: schema.publications.id })
  .from(schema.publications)
  .where(
    and(
      eq(schema.publications.tenantId, ctx.tenantId),
      ne(schema.publications.authorId, ctx.actors.ids.admin),
    ),
  )
  .limit(1);
const [message] = await db
  .insert(schema.supportRequests)
  .values({ tenantId: ctx.tenantId, name: 'N', email: 'n@bad.test', subject: 'S', message: 'M' })
  .returning();
const [notification] = await db
  .insert(schema.notifications)
  .values({ tenantId: ctx.tenantId, userId: ctx.actors.ids.user, type: 'PUBLICATION_APPROVED' })
  .returning();
const [medium] = await db.select({ key: schema.mediaFiles.key }).from(schema.mediaFiles).limit(1);
const ids = {
  event: String(demo!.defaultEventId),
  exhibitor: await firstId(schema.exhibitors),
  speaker: await firstId(schema.speakers),
  agenda: await firstId(schema.agendaItems),
  property: String(
    (
      await db
        .select({ id: schema.properties.id })
        .from(schema.properties)
        .where(eq(schema.properties.tenantId, ctx.tenantId))
        .limit(1)
    )[0]!.id,
  ),
  publication: String(publication!.id),
  message: String(message!.id),
  notification: String(notification!.id),
  // Never one of the signed-in actors: a valid role change must not change who they are.
  member: String(ctx.actors.ids.other),
  unconfirmed: String(unconfirmed!.id),
  file: `${medium?.key ?? 'abcdefghijklmnop'}-320.webp`,
};

/** The real value of a path parameter: the only per-route table of this file. */
function realParam(url: string, name: string): string {
  if (name === 'eventId') return ids.event;
  if (name === 'userId') return ids.unconfirmed;
  if (name === 'file') return ids.file;
  const prefixes: [string, string][] = [
    ['/api/exhibitor/', ids.exhibitor],
    ['/api/speaker/', ids.speaker],
    ['/api/agenda/', ids.agenda],
    ['/api/routeImmobile/', ids.property],
    ['/api/user/help/', ids.message],
    ['/api/user/', ids.member],
    ['/api/notification/', ids.notification],
    ['/api/publication/', ids.publication],
  ];
  return prefixes.find(([prefix]) => url.startsWith(prefix))?.[1] ?? ids.event;
}

// ---- tokens: valid ones per role, and every way a token can be wrong --------------------------------
// The key the app generated in its DATA_DIR (no JWT_SECRET in tests), for validly signed bad claims.
const secret = new Uint8Array(
  Buffer.from((await readFile(`${ctx.test.dataDir}/jwt-secret`, 'utf8')).trim(), 'base64url'),
);
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const [header, payload, signature] = ctx.actors.admin.split('.') as [string, string, string];
const claims = decode(payload);
const sign = (key: Uint8Array, overrides: Record<string, unknown> = {}) =>
  new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
const revoked = (
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'demo' },
    payload: { login: 'produtor@vitrine.demo', password: 'vitrine-demo-2024' },
  })
).json().token as string;
await app.inject({
  method: 'POST',
  url: '/api/auth/logout',
  headers: { 'x-tenant': 'demo', authorization: `Bearer ${revoked}` },
});
/** Authorization headers that must be refused on every tenant route. */
const badAuthorizations: Record<string, string> = {
  tampered: `Bearer ${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
  'forged role': `Bearer ${header}.${encode({ ...decode(ctx.actors.user.split('.')[1]!), role: 'ADMIN' })}.${ctx.actors.user.split('.')[2]}`,
  expired: `Bearer ${await sign(secret, { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3600 })}`,
  'alg none': `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
  'wrong secret': `Bearer ${await sign(new TextEncoder().encode('not-the-secret-not-the-secret-00'))}`,
  'other tenant': `Bearer ${ctx.actors.otherAdmin}`,
  'claims for other tenant': `Bearer ${await sign(secret, { tenant: 'other' })}`,
  'unknown user': `Bearer ${await sign(secret, { userId: 2_147_483_000 })}`,
  revoked: `Bearer ${revoked}`,
  'no token': 'Bearer',
  'two spaces': `Bearer  ${ctx.actors.admin}`,
  basic: 'Basic YWRtaW46YWRtaW4=',
  garbage: 'Bearer a.b.c',
  huge: `Bearer ${'x'.repeat(20_000)}`,
  'lone surrogate': `Bearer ${payload}\uD800`,
};
const actorTokens = { ADMIN: ctx.actors.admin, USER: ctx.actors.user } as const;

// ---- how each route is reached -------------------------------------------------------------------
type TenantMode = 'header' | 'navigation' | 'none';
interface RouteSpec {
  route: Route;
  key: string;
  tenantMode: TenantMode;
  params: string[];
  /** Query parameters the route declares. */
  query: Parameter[];
  jsonBody?: JsonSchema;
  /** A producer form: its JSON travels as `request` (query or multipart field). */
  form: boolean;
  write: boolean;
  /** A write whose valid body is harmless to accept (then its rows are allowed). */
  deep: boolean;
  sockjs: boolean;
}

function pathFor(route: Route, values: Record<string, string>): string {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? realParam(route.url, name))
    .replace('*', values['*'] ?? 'x');
}

async function tenantModeOf(route: Route): Promise<TenantMode> {
  if (route.url.startsWith('/api/websocket')) return 'none';
  const url = pathFor(route, {});
  const probe = (headers: Record<string, string>) =>
    app.inject({ method: route.method as 'GET', url, headers: { ...headers, authorization: 'Bearer x' } });
  const code = async (headers: Record<string, string>) =>
    (await probe(headers)).body.match(/"code":"(\w+)"/)?.[1];
  if ((await code({})) === 'TENANT_REQUIRED') return 'header';
  return (await code({ 'x-tenant': 'zz-no-such-tenant' })) === 'TENANT_NOT_FOUND' ? 'navigation' : 'none';
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that store on their first call (idempotently): checked as writes, so a refused one stores nothing. */
const storingReads = new Set(['GET /api/calendar/key', 'GET /api/badge']);
const specs: RouteSpec[] = [];
for (const route of listRoutes(app)) {
  const operation = operationOf(route);
  const query = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const content = operation?.requestBody?.content ?? {};
  const jsonBody = content['application/json']?.schema;
  const write = route.method !== 'GET' || storingReads.has(`${route.method} ${route.url}`);
  const sockjs = route.url.startsWith('/api/websocket');
  specs.push({
    route,
    key: `${route.method} ${route.url}`,
    tenantMode: await tenantModeOf(route),
    params: [...route.url.matchAll(/:(\w+)/g)]
      .map((match) => match[1]!)
      .concat(route.url.includes('*') ? ['*'] : []),
    query,
    ...(jsonBody ? { jsonBody } : {}),
    form: query.some((parameter) => parameter.name === 'request'),
    write,
    deep: write && jsonBody !== undefined,
    sockjs,
  });
}

// ---- one generated request ------------------------------------------------------------------------
type Body =
  | { kind: 'none' }
  | { kind: 'shaped' | 'wrong-field' | 'wrong-top' | 'junk-json'; value: unknown; field?: string }
  | { kind: 'malformed' | 'bad-type' | 'text'; text: string; contentType: string }
  | { kind: 'multipart'; payload: Buffer; contentType: string };

interface Case {
  as: 'ADMIN' | 'USER';
  tenant: { kind: 'demo' } | { kind: 'missing' } | { kind: 'value'; value: string };
  auth: { kind: 'actor' } | { kind: 'anonymous' } | { kind: 'bad'; name: string };
  params: Record<string, { bad: boolean; value: string }>;
  query: [string, string | string[]][];
  body: Body;
  extraHeaders: Record<string, string>;
  forced: number;
}

const tenantArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'demo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'missing' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom('other', 'zz-none', 'DEMO ', '../demo', 'demo\u0000', 'demo,other', ''),
        hostileText,
      )
      .map((value) => ({ kind: 'value' as const, value })),
  },
);
const authArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'actor' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'anonymous' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...Object.keys(badAuthorizations))
      .map((name) => ({ kind: 'bad' as const, name })),
  },
);
const queryValue = fc.oneof(
  hostileText,
  fc.constantFrom(...badIdTexts),
  fc.array(fc.constantFrom('1', 'x', '\u0000'), { minLength: 2, maxLength: 3 }),
);
const extraHeadersArb = fc
  .subarray([
    'accept-language',
    'x-request-id',
    'range',
    'if-none-match',
    'cookie',
    'x-forwarded-for',
    'accept',
  ])
  .chain((names) =>
    fc
      .tuple(
        ...names.map(() =>
          fc.oneof(hostileText, fc.constantFrom('bytes=0-', 'bytes=9-1', '*', '1.2.3.4, ::1')),
        ),
      )
      .map((values) => Object.fromEntries(names.map((name, index) => [name, latin1(values[index]!)]))),
  );
/** Header values travel as latin-1 on the wire. */
const latin1 = (text: string) => Buffer.from(text, 'latin1').toString('latin1').slice(0, 8_000);

function bodyArb(spec: RouteSpec): fc.Arbitrary<Body> {
  const malformed = fc.constantFrom(...malformedJsonTexts).map((text) => ({
    kind: 'malformed' as const,
    text,
    contentType: 'application/json',
  }));
  const badType = fc
    .record({
      contentType: fc.constantFrom(
        'application/xml',
        'application/x-www-form-urlencoded',
        'image/png',
        'application/json; charset=utf-16',
        'application/jsonx',
        'text/html',
      ),
      text: hostileText,
    })
    .map(({ contentType, text }) => ({ kind: 'bad-type' as const, contentType, text: text || 'x' }));
  const multipart = brokenMultipart.map((body) => ({ kind: 'multipart' as const, ...body }));
  const junk = hostileJson.map((value) => ({ kind: 'junk-json' as const, value }));
  const none = fc.constant({ kind: 'none' as const });
  if (!spec.write) {
    return fc.oneof(
      { weight: 8, arbitrary: none },
      { weight: 1, arbitrary: malformed },
      { weight: 1, arbitrary: junk },
    );
  }
  const arms: fc.WeightedArbitrary<Body>[] = [
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: badType },
    { weight: spec.form ? 5 : 1, arbitrary: multipart },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: none },
    {
      weight: 1,
      arbitrary: fc.constant({ kind: 'text' as const, text: '{"a":1}', contentType: 'text/plain' }),
    },
  ];
  const schema = spec.jsonBody ? resolve(spec.jsonBody, components) : undefined;
  if (schema) {
    arms.push({
      weight: 3,
      arbitrary: shapedValue(schema, components).map((value) => ({ kind: 'shaped' as const, value })),
    });
    const required = schema.required ?? [];
    if (schema.properties && required.length > 0) {
      arms.push({
        weight: 4,
        arbitrary: fc
          .tuple(shapedValue(schema, components), fc.constantFrom(...required), fc.nat())
          .map(([value, field, pick]) => ({
            kind: 'wrong-field' as const,
            field,
            value: {
              ...(value as object),
              [field]: wrongValue(schema.properties![field]!, components, pick),
            },
          })),
      });
    }
    arms.push({
      weight: 1,
      arbitrary: fc
        .constantFrom<unknown>([], 7, 'text', true, null, [{}])
        .map((value) => ({ kind: 'wrong-top' as const, value })),
    });
  }
  return fc.oneof(...arms);
}

function caseArb(spec: RouteSpec): fc.Arbitrary<Case> {
  const params = fc.record(
    Object.fromEntries(
      spec.params.map((name) => [
        name,
        name === '*'
          ? fc
              .oneof(
                hostileText,
                fc.constantFrom(
                  'info',
                  'iframe.html',
                  '000/abc/xhr_send',
                  '000/abc/jsonp',
                  'x/../../etc/passwd',
                  'static/../../../package.json',
                  'index.css',
                ),
              )
              .map((value) => ({ bad: false, value }))
          : fc.oneof(
              { weight: 3, arbitrary: fc.constant({ bad: false, value: '' }) },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom(...badIdTexts, ...['a'.repeat(300), '😀'])
                  .map((value) => ({ bad: true, value })),
              },
            ),
      ]),
    ),
  ) as fc.Arbitrary<Case['params']>;
  const keys = [
    ...spec.query.map((parameter) => parameter.name),
    'page',
    'size',
    'sort',
    'q',
    'tenant',
    '__proto__',
    'request',
  ];
  const query = fc.array(fc.tuple(fc.constantFrom(...keys), queryValue), { maxLength: 4 });
  return fc.record({
    as: fc.constantFrom('ADMIN' as const, 'USER' as const),
    tenant: tenantArb,
    auth: authArb,
    params,
    query,
    body: bodyArb(spec),
    extraHeaders: extraHeadersArb,
    forced: fc.nat(),
  });
}

// ---- what the request is, and whether the route must refuse it ------------------------------------
const knownTenants = new Set(['demo', 'other']);
const notInteger = /^(NaN|abc|1\.5|1e309|-?Infinity)$/;

function fatalOf(spec: RouteSpec, c: Case): string | null {
  const reasons: string[] = [];
  const tenantScoped = spec.tenantMode !== 'none';
  const slug =
    c.tenant.kind === 'demo'
      ? 'demo'
      : c.tenant.kind === 'missing'
        ? ''
        : c.tenant.value.trim().toLowerCase();
  if (tenantScoped) {
    if (slug === '' && spec.tenantMode === 'header') reasons.push('no tenant');
    if (slug !== '' && !knownTenants.has(slug)) reasons.push('unknown tenant');
    // On `other`, that tenant's own tokens are valid ones.
    const validThere =
      slug === 'other' &&
      ['other tenant', 'claims for other tenant'].includes(c.auth.kind === 'bad' ? c.auth.name : '');
    if (
      c.auth.kind === 'bad' &&
      !validThere &&
      (slug === '' ? spec.tenantMode === 'navigation' : knownTenants.has(slug))
    )
      reasons.push(`token: ${c.auth.name}`);
    if (slug === 'other' && c.auth.kind === 'actor') reasons.push('token of another tenant');
  }
  for (const [name, param] of Object.entries(c.params)) if (param.bad) reasons.push(`bad :${name}`);
  for (const parameter of spec.query) {
    const values = c.query.filter(([key]) => key === parameter.name).map(([, value]) => value);
    const schema = resolve(parameter.schema, components);
    if (parameter.required && values.length === 0) reasons.push(`missing ?${parameter.name}`);
    for (const value of values) {
      if (Array.isArray(value) && !schema.type?.includes('array') && !(schema.anyOf ?? []).length) {
        reasons.push(`repeated ?${parameter.name}`);
      } else if (typeof value === 'string' && schema.enum && !schema.enum.includes(value)) {
        reasons.push(`?${parameter.name} not in enum`);
      } else if (
        typeof value === 'string' &&
        (schema.type === 'integer' || schema.type === 'number') &&
        notInteger.test(value)
      ) {
        reasons.push(`?${parameter.name} not a number`);
      }
    }
  }
  if (bodyMethods.has(spec.route.method) && !spec.sockjs) {
    const { body } = c;
    if (body.kind === 'malformed') reasons.push('malformed JSON');
    if (body.kind === 'bad-type') reasons.push(`content type ${body.contentType}`);
    if (body.kind === 'wrong-field') reasons.push(`wrong type of ${body.field}`);
    if (body.kind === 'wrong-top' && spec.jsonBody && resolve(spec.jsonBody, components).type === 'object')
      reasons.push('body not an object');
    if (payloadOf(body).payload.length > 1_048_576 && body.kind !== 'multipart')
      reasons.push('body too large');
    if (spec.form && !formJsonCouldBeValid(c)) reasons.push('no valid form JSON');
  }
  return reasons.length > 0 ? reasons.join(', ') : null;
}

/** A form's JSON comes from `?request=` or a multipart field; our generators never send a valid one. */
const formJsonCouldBeValid = (c: Case) =>
  c.query.some(
    ([key, value]) =>
      key === 'request' && typeof value === 'string' && /^\s*\{/.test(value) && value.trim().endsWith('}'),
  );

function payloadOf(body: Body): { payload: Buffer; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return { payload: Buffer.alloc(0) };
    case 'multipart':
      return { payload: body.payload, contentType: body.contentType };
    case 'malformed':
    case 'bad-type':
    case 'text':
      return { payload: Buffer.from(body.text), contentType: body.contentType };
    default:
      return { payload: Buffer.from(jsonText(body.value)), contentType: 'application/json' };
  }
}

/** Makes a write the route could accept into one it must refuse (writes without a body to judge). */
function forceRefusal(spec: RouteSpec, c: Case): Case {
  const options: ((c: Case) => Case)[] = [];
  if (spec.tenantMode === 'header') options.push((c) => ({ ...c, tenant: { kind: 'missing' } }));
  if (spec.tenantMode !== 'none') {
    options.push((c) => ({
      ...c,
      tenant: { kind: 'demo' },
      auth: {
        kind: 'bad',
        name: Object.keys(badAuthorizations)[c.forced % Object.keys(badAuthorizations).length]!,
      },
    }));
  }
  const typed = spec.params.filter((name) => name !== '*');
  if (typed.length > 0) {
    options.push((c) => ({
      ...c,
      params: { ...c.params, [typed[0]!]: { bad: true, value: badIdTexts[c.forced % badIdTexts.length]! } },
    }));
  }
  options.push((c) => ({
    ...c,
    body: {
      kind: 'malformed',
      text: malformedJsonTexts[c.forced % malformedJsonTexts.length]!,
      contentType: 'application/json',
    },
  }));
  return options[c.forced % options.length]!(c);
}

function requestOf(spec: RouteSpec, c: Case) {
  const values = Object.fromEntries(
    Object.entries(c.params).map(([name, param]) => [
      name,
      name === '*'
        ? param.value.replace(/^\/+/, '') || 'x'
        : param.bad
          ? encodeURIComponent(param.value)
          : realParam(spec.route.url, name),
    ]),
  );
  const search = new URLSearchParams();
  for (const [key, value] of c.query) for (const item of [value].flat()) search.append(key, item);
  const { payload, contentType } = payloadOf(c.body);
  const headers: Record<string, string> = { ...c.extraHeaders };
  if (c.tenant.kind === 'demo') headers['x-tenant'] = 'demo';
  if (c.tenant.kind === 'value') headers['x-tenant'] = latin1(c.tenant.value);
  if (c.auth.kind === 'actor') headers.authorization = `Bearer ${actorTokens[c.as]}`;
  if (c.auth.kind === 'bad') headers.authorization = latin1(badAuthorizations[c.auth.name]!);
  if (contentType) headers['content-type'] = contentType;
  const query = search.toString();
  return {
    method: spec.route.method as 'GET',
    url: pathFor(spec.route, values) + (query ? `?${query}` : ''),
    headers,
    ...(payload.length > 0 || contentType ? { payload } : {}),
  };
}

// ---- nothing stored: rows of every table and files on disk -----------------------------------------
const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  // Rate-limit counters (without Redis) count refused requests too: that is their job.
  .filter((name) => name !== getTableName(schema.rateLimitWindows));
const countRows = sql.raw(
  tableNames
    .map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`)
    .join(' union all '),
);

/**
 * Files under `dir`, less the uploads waiting in tmp/ (removed once their request is answered) and
 * the outbox: an accepted support request's mail is written there by a job, after the answer.
 */
async function fileCount(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names.filter((name) => !name.startsWith('tmp') && !name.startsWith('outbox')).length;
}

/** Temporary uploads go after the answer: poll until none is left, or fail at the deadline. */
async function uploadsLeft(before: string[] = []): Promise<string[]> {
  const folder = `${ctx.test.dataDir}/tmp/uploads`;
  const deadline = Date.now() + 10_000;
  // Each node receives into a folder of its own under tmp/uploads: the files in it are counted.
  const list = async () =>
    (await readdir(folder, { recursive: true }).catch(() => [] as string[])).filter(
      (name) => path.basename(name).startsWith('upload-') && !before.includes(name),
    );
  let left = await list();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = await list();
  }
  return left;
}
async function snapshot(): Promise<string> {
  const result = (await db.execute(countRows)) as unknown as { rows: { name: string; rows: number }[] };
  const rows = result.rows.map((row) => `${row.name}=${row.rows}`).join(' ');
  return `${rows} | media files=${await fileCount(ctx.storageDir)} data files=${await fileCount(ctx.test.dataDir)}`;
}

// ---- the property ------------------------------------------------------------------------------
const envelope = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return typeof parsed.code === 'string' && typeof parsed.message === 'string';
  } catch {
    return false;
  }
};

describe('bad input on every route', () => {
  it('covers the whole route table, writes included', () => {
    expect(specs.length).toBeGreaterThanOrEqual(60);
    expect(specs.filter((spec) => spec.write).length).toBeGreaterThanOrEqual(25);
  });

  for (const spec of specs) {
    it(`${spec.key}: no 5xx, 4xx with a code, refused means refused and stores nothing`, {
      timeout: 120_000,
    }, async () => {
      const leftBefore = await readdir(`${ctx.test.dataDir}/tmp/uploads`, { recursive: true }).catch(
        () => [] as string[],
      );
      let baseline = await snapshot();
      let accepted = 0;
      /** Refused requests since the rows were last counted. */
      let since: string[] = [];
      await fc.assert(
        fc.asyncProperty(caseArb(spec), async (generated) => {
          let c = generated;
          if (spec.write && !spec.deep && fatalOf(spec, c) === null) c = forceRefusal(spec, c);
          const fatal = fatalOf(spec, c);
          const request = requestOf(spec, c);
          // A write the route may accept is checked on its own: the rows before and after it.
          const checked = spec.write && fatal === null;
          if (checked) {
            expect(await snapshot(), `a refused request stored: one of ${since.join('\n')}`).toBe(baseline);
            since = [];
          }
          const response = await app.inject(request);
          const status = response.statusCode;
          const where = `${request.method} ${request.url.slice(0, 200)} as ${c.as} (${fatal ?? 'maybe valid'}) → ${status} ${response.body.slice(0, 300)}`;
          expect(status, where).toBeLessThan(500);
          if (status >= 400 && !spec.sockjs)
            expect(envelope(response.body), `no error envelope: ${where}`).toBe(true);
          // A browser navigation refuses with a redirect to the page that shows the error.
          const refused =
            (status >= 400 && status < 500) || /[?&]error=/.test(String(response.headers.location ?? ''));
          if (fatal) expect(refused, `not refused: ${where}`).toBe(true);
          if (status < 300) accepted += 1;
          if (checked) {
            const after = await snapshot();
            if (status >= 300) expect(after, `refused but stored: ${where}`).toBe(baseline);
            baseline = after;
          } else {
            since.push(where.slice(0, 200));
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
      expect(await snapshot(), `a refused request stored: one of ${since.join('\n')}`).toBe(baseline);
      // Accepted writes are the rare inputs that happen to be valid.
      if (spec.write) expect(accepted, 'writes accepted').toBeLessThanOrEqual(runs / 5);
      // Only this route's leftovers: an earlier route's are reported there.
      expect(await uploadsLeft(leftBefore), 'temporary uploads left behind').toEqual([]);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  }
});
