/**
 * Every producer route of the app, from Fastify's own route table, refuses anonymous (401), GUEST
 * and USER (403) and another tenant's ADMIN (401 with our tenant, 404 for our ids on theirs), and
 * lets the tenant's ADMIN in. A producer route missing from `table` fails the test: adding one
 * means deciding here how it is called.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agendaItems,
  exhibitors,
  properties,
  publications,
  speakers,
  supportRequests,
  tenants,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { buildTestApp, demoTenant, otherTenant, type TestApp } from './helpers.ts';

interface Route {
  method: string;
  url: string;
}

/** The routes of `app.printRoutes({ commonPrefix: false })`: one tree line per path segment. */
export function parseRouteTree(printed: string): Route[] {
  const routes: Route[] = [];
  const paths: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? paths[depth - 1]! : '') + match[2]!;
    paths.length = depth;
    paths.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Writes under these belong to the producer area (events, exhibitors, properties, speakers, agenda). */
const showcaseWrites = /^\/api\/(event|exhibitor|routeImmobile|speaker|agenda)(\/|$)/;
/** Routes under producer prefixes that visitors use. */
const visitorRoutes = new Set(['POST /api/event/participate/:id', 'POST /api/user/help']);

function isProducerRoute({ method, url }: Route): boolean {
  if (method === 'HEAD' || method === 'OPTIONS') return false;
  const key = `${method} ${url}`;
  if (visitorRoutes.has(key)) return false;
  if (showcaseWrites.test(url)) return method !== 'GET';
  return (
    url === '/api/user' ||
    url.startsWith('/api/user/') ||
    url.startsWith('/api/analytics/summary') ||
    url.startsWith('/api/tenant') ||
    url === '/api/publication/approval/:id'
  );
}

/** Ids of real rows of the demo tenant (for the foreign ADMIN) or of no row at all (for ours). */
interface Ids {
  event: number;
  exhibitor: number;
  property: number;
  speaker: number;
  agenda: number;
  user: number;
  message: number;
  publication: number;
}
type Call = (ids: Ids) => { url: string; payload?: object };

/**
 * How each producer route is called. Write bodies are empty on purpose: a refused caller must be
 * refused before validation, and the ADMIN's call then fails validation or finds no row, so
 * nothing is changed.
 */
const table: Record<string, Call> = {
  'POST /api/event': () => ({ url: '/api/event', payload: {} }),
  'PUT /api/event/:id': (ids) => ({ url: `/api/event/${ids.event}`, payload: {} }),
  'DELETE /api/event/:id': (ids) => ({ url: `/api/event/${ids.event}` }),
  'POST /api/exhibitor': () => ({ url: '/api/exhibitor', payload: {} }),
  'PUT /api/exhibitor/:id': (ids) => ({ url: `/api/exhibitor/${ids.exhibitor}`, payload: {} }),
  'DELETE /api/exhibitor/:id': (ids) => ({ url: `/api/exhibitor/${ids.exhibitor}` }),
  'POST /api/routeImmobile': () => ({ url: '/api/routeImmobile', payload: {} }),
  'PUT /api/routeImmobile/:id': (ids) => ({ url: `/api/routeImmobile/${ids.property}`, payload: {} }),
  'DELETE /api/routeImmobile/:id': (ids) => ({ url: `/api/routeImmobile/${ids.property}` }),
  'POST /api/speaker': () => ({ url: '/api/speaker', payload: {} }),
  'PUT /api/speaker/:id': (ids) => ({ url: `/api/speaker/${ids.speaker}`, payload: {} }),
  'DELETE /api/speaker/:id': (ids) => ({ url: `/api/speaker/${ids.speaker}` }),
  'POST /api/agenda': () => ({ url: '/api/agenda', payload: {} }),
  'PUT /api/agenda/:id': (ids) => ({ url: `/api/agenda/${ids.agenda}`, payload: {} }),
  'DELETE /api/agenda/:id': (ids) => ({ url: `/api/agenda/${ids.agenda}` }),
  'GET /api/user': () => ({ url: '/api/user' }),
  'GET /api/user/members': () => ({ url: '/api/user/members' }),
  'PATCH /api/user/:id/role': (ids) => ({ url: `/api/user/${ids.user}/role`, payload: {} }),
  'DELETE /api/user/:id': (ids) => ({ url: `/api/user/${ids.user}` }),
  'GET /api/user/help': () => ({ url: '/api/user/help' }),
  'PATCH /api/user/help/:id/handled': (ids) => ({
    url: `/api/user/help/${ids.message}/handled`,
    payload: {},
  }),
  'GET /api/analytics/summary/:eventId': (ids) => ({ url: `/api/analytics/summary/${ids.event}` }),
  'GET /api/tenant/settings': () => ({ url: '/api/tenant/settings' }),
  'PUT /api/tenant/settings': () => ({ url: '/api/tenant/settings', payload: {} }),
  'PATCH /api/publication/approval/:id': (ids) => ({
    url: `/api/publication/approval/${ids.publication}`,
    payload: {},
  }),
};

let test: TestApp;
let producerRoutes: Route[];
let demoIds: Ids;
const missing = 2_147_483_000;
const missingIds: Ids = {
  event: missing,
  exhibitor: missing,
  property: missing,
  speaker: missing,
  agenda: missing,
  user: missing,
  message: missing,
  publication: missing,
};
const tokens = { admin: '', user: '', guest: '', otherAdmin: '' };

beforeAll(async () => {
  test = await buildTestApp();
  await test.app.ready();
  const routes = parseRouteTree(test.app.printRoutes({ commonPrefix: false }));
  // The parse is checked against the router itself (wildcards print without their slash).
  for (const route of routes.filter((each) => !each.url.includes('*'))) {
    expect(
      test.app.hasRoute(route as Parameters<typeof test.app.hasRoute>[0]),
      `${route.method} ${route.url}`,
    ).toBe(true);
  }
  producerRoutes = routes.filter(isProducerRoute);

  const db = test.database.db;
  const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  const [other] = await db.insert(tenants).values({ slug: 'other', name: 'Other' }).returning();
  const passwordHash = await hashPassword('secret-password-1');
  const [member] = await db
    .insert(users)
    .values([
      {
        tenantId: demo!.id,
        email: 'user@authz.test',
        name: 'U',
        role: 'USER',
        confirmed: true,
        passwordHash,
      },
      {
        tenantId: other!.id,
        email: 'admin@other.test',
        name: 'O',
        role: 'ADMIN',
        confirmed: true,
        passwordHash,
      },
    ])
    .returning();
  const [message] = await db
    .insert(supportRequests)
    .values({ tenantId: demo!.id, name: 'N', email: 'n@authz.test', subject: 'S', message: 'M' })
    .returning();
  const first = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]?.id ?? missing;
  const ofDemo = <T extends typeof exhibitors | typeof properties | typeof speakers | typeof agendaItems>(
    table: T,
  ) =>
    db
      .select({ id: table.id })
      .from(table as typeof exhibitors)
      .where(eq(table.tenantId, demo!.id))
      .limit(1);
  demoIds = {
    event: demo!.defaultEventId!,
    exhibitor: await first(ofDemo(exhibitors)),
    property: await first(ofDemo(properties)),
    speaker: await first(ofDemo(speakers)),
    agenda: await first(ofDemo(agendaItems)),
    user: member!.id,
    message: message!.id,
    publication: await first(
      db
        .select({ id: publications.id })
        .from(publications)
        .where(eq(publications.tenantId, demo!.id))
        .limit(1),
    ),
  };

  const signIn = async (login: string, password: string, headers = demoTenant) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { login, password },
    });
    expect(response.statusCode, login).toBe(200);
    return response.json().token as string;
  };
  tokens.admin = await signIn('produtor@vitrine.demo', 'vitrine-demo-2024');
  tokens.user = await signIn('user@authz.test', 'secret-password-1');
  tokens.otherAdmin = await signIn('admin@other.test', 'secret-password-1', otherTenant);
  tokens.guest = (
    await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant })
  ).json().token;
});
afterAll(() => test?.close());

function send(
  route: Route,
  call: Call,
  ids: Ids,
  token?: string,
  tenant = demoTenant,
): Promise<LightMyRequestResponse> {
  const { url, payload } = call(ids);
  return test.app.inject({
    method: route.method as 'GET',
    url,
    headers: token ? { ...tenant, authorization: `Bearer ${token}` } : tenant,
    ...(payload ? { payload } : {}),
  });
}

describe('producer routes', () => {
  it('are all in the table (and the table names no route that is gone)', () => {
    const keys = producerRoutes.map((route) => `${route.method} ${route.url}`);
    expect(
      keys.filter((key) => !(key in table)),
      'producer routes without an entry',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !keys.includes(key)),
      'entries without a route',
    ).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(10);
  });

  it('refuse anonymous, GUEST, USER and another tenant’s ADMIN; let the ADMIN in', async () => {
    const failures: string[] = [];
    for (const route of producerRoutes) {
      const call = table[`${route.method} ${route.url}`];
      if (!call) continue;
      const name = `${route.method} ${route.url}`;
      const check = (who: string, response: LightMyRequestResponse, ok: (status: number) => boolean) => {
        if (!ok(response.statusCode))
          failures.push(`${name} as ${who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      };
      check('anonymous', await send(route, call, demoIds), (status) => status === 401);
      check('GUEST', await send(route, call, demoIds, tokens.guest), (status) => status === 403);
      check('USER', await send(route, call, demoIds, tokens.user), (status) => status === 403);
      check('other ADMIN', await send(route, call, demoIds, tokens.otherAdmin), (status) => status === 401);
      if (/:\w+/.test(route.url)) {
        // On its own tenant, our rows do not exist for it.
        check(
          'other ADMIN (own tenant)',
          await send(route, call, demoIds, tokens.otherAdmin, otherTenant),
          (status) => [400, 404].includes(status),
        );
      }
      check(
        'ADMIN',
        await send(route, call, missingIds, tokens.admin),
        (status) => status !== 401 && status !== 403 && status < 500,
      );
    }
    expect(failures).toEqual([]);
  });
});
