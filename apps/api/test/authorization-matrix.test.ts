/**
 * 'Who may do what' (docs/ARCHITECTURE.md) as a table: every route of the server's own route
 * table × every kind of caller, with the status each must get. A route without an entry fails,
 * and so does an entry whose route is gone: adding a route means deciding here who may call it.
 *
 * Refused callers of a producer write send an invalid body, so a 401/403 also proves they are
 * refused before validation. Authorized writes touch rows made for them, or change nothing.
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agendaItems,
  events,
  exhibitorInvites,
  exhibitorMembers,
  exhibitorRevisions,
  exhibitors,
  leads,
  notifications,
  properties,
  propertyRevisions,
  speakers,
  supportRequests,
  tenants,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { LocalDiskStorage } from '../src/media/storage.ts';
import { jpeg, multipart, type Part } from './fixtures.ts';
import { buildTestApp, demoTenant, otherTenant, type TestApp } from './helpers.ts';
import { eventRequest, exhibitorRequest } from './producer-forms.ts';
import { listRoutes } from './route-table.ts';
import { makeTempDir } from './template.ts';

/** The demo tenant's callers, and the other tenant's ADMIN sending our `X-Tenant`. */
const callers = [
  'anonymous',
  'guest',
  'user',
  'otherUser',
  'unconfirmed',
  'admin',
  'foreignAdmin',
  // Confirmed USERs on stand teams: STAFF of `world.exhibitorId`, OWNER of another stand.
  'staff',
  'otherOwner',
  // A confirmed MODERATOR: a member who moderates the feeds, nothing else of the ADMIN's.
  'moderator',
] as const;
type Caller = (typeof callers)[number];
/**
 * …plus the other tenant's ADMIN on its own tenant with our ids: our rows do not exist there, and
 * an ADMIN of ours who never confirmed the e-mail (promoted before that was refused).
 */
type Who = Caller | 'foreignAdminHome' | 'unconfirmedAdmin';

/**
 * Who the route is for: `public` anyone; `signed-in` any token of the tenant;
 * `member` a confirmed USER or ADMIN; `self` the account itself; `owner` the author / recipient
 * (an ADMIN may also delete any post); `admin` the tenant's ADMIN; `stand` the ADMIN and the
 * stand's own team; `team` the stand's own team only (its leads: not even an ADMIN);
 * `moderator` a MODERATOR or the ADMIN; `internal` operators, by network address and
 * not by token.
 */
type Access =
  | 'public'
  | 'internal'
  | 'signed-in'
  | 'member'
  | 'self'
  | 'owner'
  | 'moderator'
  | 'admin'
  | 'stand'
  | 'team';

interface Request {
  url: string;
  json?: unknown;
  form?: Part[];
  /** A token other than the caller's own (logout revokes what it is given). */
  token?: string;
  /** The client address, when the route cares where a call comes from. */
  remoteAddress?: string;
}

interface Entry {
  access: Access;
  expect: Record<Caller, number> & { foreignAdminHome?: number };
  call(who: Who): Request | Promise<Request>;
  /** What the body must show besides the status (whose rows a caller sees). */
  check?(who: Who, response: LightMyRequestResponse): void;
}

interface World {
  tenantId: number;
  eventId: number;
  eventDate: string;
  exhibitorId: number;
  propertyId: number;
  speakerId: number;
  agendaId: number;
  /** USER's approved post with one image, and USER's post still in analysis. */
  post: { id: number; images: string[]; description: string };
  pendingPostId: number;
  /** A notification of USER's (their post was approved). */
  notificationId: number;
  messageId: number;
  ids: Record<'user' | 'otherUser' | 'unconfirmed' | 'admin' | 'staff' | 'otherOwner' | 'moderator', number>;
  /** A stand of the event other than `exhibitorId`, whose OWNER `otherOwner` is. */
  otherExhibitorId: number;
  /** An open invitation to `exhibitorId`'s team, for someone who is none of the callers. */
  invite: { id: number; token: string };
  tokens: Record<Exclude<Who, 'anonymous' | 'foreignAdminHome'>, string>;
  freshToken(who: Who): Promise<string | undefined>;
}

let test: TestApp;
let storageDir: string;
let webDir: string;
let world: World;
const password = 'secret-password-1';
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

// Expected statuses by kind of route; the other tenant's token is no token here (401).
const everyone = (status: number, foreignAdmin = 401): Entry['expect'] => ({
  anonymous: status,
  guest: status,
  user: status,
  otherUser: status,
  unconfirmed: status,
  admin: status,
  foreignAdmin,
  staff: status,
  otherOwner: status,
  moderator: status,
});
const signedIn = (status: number): Entry['expect'] => ({ ...everyone(status), anonymous: 401 });
const members = (status: number): Entry['expect'] => ({
  ...everyone(status),
  anonymous: 401,
  guest: 403,
  unconfirmed: 403,
});
const adminOnly = (status: number, foreignAdminHome?: number): Entry['expect'] => ({
  anonymous: 401,
  guest: 403,
  user: 403,
  otherUser: 403,
  unconfirmed: 403,
  admin: status,
  foreignAdmin: 401,
  staff: 403,
  otherOwner: 403,
  moderator: 403,
  ...(foreignAdminHome === undefined ? {} : { foreignAdminHome }),
});
/** The stand's own team only: STAFF of `world.exhibitorId`; everyone else refused, ADMINs too. */
const teamOnly = (status: number): Entry['expect'] => ({
  ...adminOnly(403, 404),
  staff: status,
});
/** The ADMIN and the stand's team (`read`: STAFF too; else its OWNER only, and STAFF is refused). */
const standTeam = (status: number, staff: number): Entry['expect'] => ({
  ...adminOnly(status, 404),
  staff,
});

const form = (field: string, value: unknown): Part[] => [
  { name: field, data: typeof value === 'string' ? value : JSON.stringify(value) },
];
const speakerRequest = () => ({ eventId: world.eventId, name: 'Palestrante da Matriz' });
/** A speaker spreadsheet for the import routes (a second run updates the same speaker). */
const importFile = (): Part[] => [
  {
    name: 'file',
    filename: 'palestrantes.csv',
    type: 'text/csv',
    data: 'Nome;Empresa\nPalestrante Importado;Matriz\n',
  },
];
const propertyRequest = () => ({
  eventId: world.eventId,
  exhibitorsId: world.exhibitorId,
  title: 'Casa da Matriz',
  description: '<p>Três quartos.</p>',
  suites: 1,
  room: 3,
  size: 120,
  status: 1,
  address: { road: 'Rua A', number: '1', city: 'São Paulo', state: 'SP', zipCode: '01000-000' },
});
const agendaRequest = () => ({
  eventId: world.eventId,
  date: world.eventDate,
  timeStart: '10:00',
  timeEnd: '11:00',
  theme: 'Painel da Matriz',
});

/** Nothing listens there: the matrix's webhook deliveries fail, harmlessly, in the background. */
const unusedHookUrl = 'http://127.0.0.1:9/hooks';
let hookId: Promise<number> | undefined;
/** The ADMIN's webhook endpoint the matrix reads and changes, made once. */
function matrixWebhook(): Promise<number> {
  hookId ??= send('admin', '/api/integration/webhook', 'POST', {
    url: '/api/integration/webhook',
    json: { url: unusedHookUrl, events: ['checkin.created'] },
  }).then((response) => response.json().id as number);
  return hookId;
}

/** An open invitation to a stand's team, its token known (the mail goes to the outbox here). */
async function openInvite(tenantId: number, exhibitorId: number, email: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await test.database.db
    .insert(exhibitorInvites)
    .values({
      tenantId,
      exhibitorId,
      email,
      role: 'STAFF',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id: row!.id, token };
}
/** A lead of `userId` at the stand, made anew (an earlier one of theirs there is dropped first). */
async function freshLead(userId: number, exhibitorId = world.exhibitorId) {
  const { db } = test.database;
  await db.delete(leads).where(and(eq(leads.exhibitorId, exhibitorId), eq(leads.userId, userId)));
  const [row] = await db
    .insert(leads)
    .values({ tenantId: world.tenantId, exhibitorId, userId, source: 'SCAN' })
    .returning();
  return row!.id;
}
const dropLeads = (userId: number) => test.database.db.delete(leads).where(eq(leads.userId, userId));
/** The demo tenant's callers with an account of their own there. */
const accountOf = (who: Who): number | undefined =>
  (world.ids as Record<string, number>)[who === 'guest' || who === 'unconfirmed' ? '' : who];
/** A pending page change of `world.exhibitorId` (the one before it, if any, replaced). */
async function pendingRevision(): Promise<number> {
  const { db } = test.database;
  await db
    .update(exhibitorRevisions)
    .set({ status: 'REPLACED' })
    .where(
      and(eq(exhibitorRevisions.exhibitorId, world.exhibitorId), eq(exhibitorRevisions.status, 'PENDING')),
    );
  const [row] = await db
    .insert(exhibitorRevisions)
    .values({
      tenantId: world.tenantId,
      exhibitorId: world.exhibitorId,
      description: '<p>Nova descrição</p>',
      shortDescription: 'Novo resumo',
    })
    .returning();
  return row!.id;
}
/** A pending new property of `world.exhibitorId`, proposed by its team (approving it adds one). */
async function pendingPropertyRevision(): Promise<number> {
  const [row] = await test.database.db
    .insert(propertyRevisions)
    .values({
      tenantId: world.tenantId,
      exhibitorId: world.exhibitorId,
      action: 'CREATE',
      title: 'Residencial da Matriz',
      proposed: {
        title: 'Residencial da Matriz',
        description: '<p>Dois quartos</p>',
        status: 'LAUNCH',
        room: 2,
        suites: 1,
        size: 60,
        contact: null,
        address: null,
      },
    })
    .returning();
  return row!.id;
}
let invited = 0;
/** A fresh address each call, so the organizer's invitations never collide. */
const newInvitee = (who: Who) => `convidado.${who}.${++invited}@matrix.test`;

/** Creates a row through the API as the ADMIN, for a write that must not touch the seeded ones. */
async function created(url: string, body: { json?: unknown; form?: Part[] }): Promise<number> {
  const response = await send('admin', url, 'POST', { url, ...body });
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(201);
  return response.json().id as number;
}
const newEvent = () => created('/api/event', { form: form('request', eventRequest()) });
const newExhibitor = () =>
  created('/api/exhibitor', { form: form('exhibitorRequest', exhibitorRequest(world.eventId)) });
const newProperty = () => created('/api/routeImmobile', { form: form('request', propertyRequest()) });
const newSpeaker = () => created('/api/speaker', { form: form('request', speakerRequest()) });
const newAgendaItem = () => created('/api/agenda', { json: agendaRequest() });
async function newPost(who: 'user' | 'admin', description = 'Um post para apagar') {
  const url = `/api/publication/event/${world.eventId}?type=PUBLICATION&description=${encodeURIComponent(description)}`;
  const response = await send(who, url, 'POST', { url });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; images: string[]; description: string };
}

let mutable = 0;
/** A member of the demo tenant made to be muted (muting a caller would refuse its later writes). */
async function newMutable(): Promise<number> {
  const [row] = await test.database.db
    .insert(users)
    .values({
      tenantId: world.tenantId,
      email: `silencio${++mutable}@matrix.test`,
      name: 'Silêncio',
      role: 'USER',
      confirmed: true,
    })
    .returning({ id: users.id });
  return row!.id;
}

let reactedPost: number | undefined;
/** An approved post for likes and comments (the ADMIN's: approved at once; USER's may be back in analysis). */
async function approvedPost(): Promise<number> {
  reactedPost ??= (await newPost('admin', 'Curtam e comentem')).id;
  return reactedPost;
}

/** A comment of USER's on an approved post, made anew. */
async function newComment(): Promise<number> {
  const url = `/api/publication/${await approvedPost()}/comment`;
  const response = await send('user', url, 'POST', { url, json: { text: 'Um comentário para mexer' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/**
 * A producer write: the ADMIN sends `valid` to a row made for it (`row`), everyone else an
 * invalid body to a seeded row (`seeded`), and the foreign ADMIN at home the valid body.
 */
function producerWrite(options: {
  url: (id: number) => string;
  seeded?: () => number;
  row?: () => Promise<number>;
  valid?: () => { json?: unknown; form?: Part[] };
  invalid?: () => { json?: unknown; form?: Part[] };
}): Entry['call'] {
  return async (who) => {
    const admin = who === 'admin';
    const id = admin && options.row ? await options.row() : (options.seeded?.() ?? 0);
    // Another stand's OWNER sends the valid form: its most likely try (a form naming this stand).
    const body =
      admin || who === 'foreignAdminHome' || who === 'otherOwner' ? options.valid?.() : options.invalid?.();
    return { url: options.url(id), ...body };
  };
}

/** A browser's subscription keys (a P-256 point and a 16-byte secret), for the push routes. */
const pushKeys = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
})();
const pushMember = (who: Who) =>
  ['user', 'otherUser', 'admin', 'foreignAdminHome', 'staff', 'otherOwner', 'moderator'].includes(who);

/** Key: `METHOD /path` as Fastify prints it. */
const table: Record<string, Entry> = {
  // Health and docs: not tenant-scoped, so a token is never read.
  'GET /api/health': { access: 'public', expect: everyone(200, 200), call: () => ({ url: '/api/health' }) },
  'GET /api/ready': { access: 'public', expect: everyone(200, 200), call: () => ({ url: '/api/ready' }) },
  'GET /api/openapi.json': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/openapi.json' }),
  },
  'GET /api/docs': { access: 'public', expect: everyone(200, 200), call: () => ({ url: '/api/docs' }) },
  'GET /api/docs*': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/docs/static/logo.svg' }),
  },
  'GET /api/docs/json': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/docs/json' }),
  },
  'GET /api/docs/yaml': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/docs/yaml' }),
  },
  'GET /api/docs/static/index.html': {
    access: 'public',
    // Swagger UI sends it to /api/docs/.
    expect: everyone(302, 302),
    call: () => ({ url: '/api/docs/static/index.html' }),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  'GET /api/media/:file': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: `/api/media/${world.post.images[0]!.split('/').at(-1)}` }),
  },
  'GET /index.html': { access: 'public', expect: everyone(200, 200), call: () => ({ url: '/index.html' }) },
  // The event page's HTML (with its cover preloaded), the same for every caller.
  'GET /event': { access: 'public', expect: everyone(200, 200), call: () => ({ url: '/event' }) },
  'GET /event/:id': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: `/event/${world.eventId}` }),
  },
  // The shareable pages' HTML (their share cards), the same for every caller.
  'GET /event/:id/palestrante/:speakerId': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: `/event/${world.eventId}/palestrante/1` }),
  },
  'GET /event/:id/imovel/:propertyId': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: `/event/${world.eventId}/imovel/1` }),
  },
  'GET /expositor/:id': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/expositor/1' }),
  },

  // What the web app learns at start, and signing in.
  'GET /api/config': { access: 'public', expect: everyone(200), call: () => ({ url: '/api/config' }) },
  'GET /api/auth/providers': {
    access: 'public',
    expect: everyone(200),
    call: () => ({ url: '/api/auth/providers' }),
  },
  'POST /api/auth/register': {
    access: 'public',
    expect: everyone(201),
    call: (who) => ({
      url: '/api/auth/register',
      json: {
        login: `new-${who}@matrix.test`,
        password,
        confirmPassword: password,
        name: 'Nova Conta',
      },
    }),
  },
  'POST /api/auth/login': {
    access: 'public',
    expect: everyone(200),
    call: () => ({ url: '/api/auth/login', json: { login: 'ana@matrix.test', password } }),
  },
  'POST /api/auth/guest': {
    access: 'public',
    expect: everyone(201),
    call: () => ({ url: '/api/auth/guest' }),
  },
  'POST /api/validate': {
    access: 'public',
    expect: everyone(200),
    call: () => ({ url: '/api/validate', json: { token: world.tokens.user } }),
  },
  'POST /api/auth/logout': {
    access: 'signed-in',
    expect: signedIn(204),
    call: async (who) => ({ url: '/api/auth/logout', token: await world.freshToken(who) }),
  },
  'PATCH /api/auth/confirm-user/:userId': {
    access: 'self',
    // Its own account has no open code (made confirmed-less by hand): the code is refused, not the caller.
    expect: { ...signedIn(403), unconfirmed: 400, foreignAdminHome: 403 },
    call: () => ({ url: `/api/auth/confirm-user/${world.ids.unconfirmed}`, json: { code: '123456' } }),
  },
  'POST /api/auth/resend-token/:userId': {
    access: 'self',
    expect: { ...signedIn(403), unconfirmed: 200, foreignAdminHome: 403 },
    call: () => ({ url: `/api/auth/resend-token/${world.ids.unconfirmed}` }),
  },
  // Browser navigations: failures are redirects (Google sign-in is not configured here).
  'GET /api/oauth2/authorization/google': {
    access: 'public',
    expect: everyone(302),
    call: () => ({ url: '/api/oauth2/authorization/google' }),
  },
  'GET /api/login/oauth2/code/google': {
    access: 'public',
    expect: everyone(302, 302),
    call: () => ({ url: '/api/login/oauth2/code/google?code=x&state=y' }),
  },

  // The live channel: SockJS over HTTP; the STOMP CONNECT frame carries the token.
  'GET /api/websocket': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/websocket' }),
  },
  'POST /api/websocket': {
    access: 'public',
    expect: everyone(405, 405),
    call: () => ({ url: '/api/websocket' }),
  },
  'GET /api/websocket*': {
    access: 'public',
    expect: everyone(200, 200),
    call: () => ({ url: '/api/websocket/info' }),
  },
  'POST /api/websocket*': {
    access: 'public',
    // A new SockJS session per caller (polling a session twice would wait for its messages).
    expect: everyone(200, 200),
    call: (who) => ({ url: `/api/websocket/000/${who}${Date.now()}/xhr` }),
  },
  // Operators only: by address (or METRICS_TOKEN), never by role; a stranger gets a plain 404.
  'GET /api/metrics': {
    access: 'internal',
    expect: everyone(404, 404),
    call: () => ({ url: '/api/metrics', remoteAddress: '203.0.113.9' }),
  },

  // Showcase reads: anyone; the other tenant does not have our rows.
  'GET /api/event': { access: 'public', expect: everyone(200), call: () => ({ url: '/api/event' }) },
  'GET /api/event/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/event/${world.eventId}` }),
  },
  'GET /api/event/listCompany/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/event/listCompany/${world.eventId}` }),
  },
  'GET /api/event/listCategory/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/event/listCategory/${world.eventId}` }),
  },
  'GET /api/event/shortcuts/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/event/shortcuts/${world.eventId}` }),
  },
  'GET /api/exhibitor/findByEvent/:eventId': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/exhibitor/findByEvent/${world.eventId}` }),
  },
  'GET /api/exhibitor/shortcuts/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/exhibitor/shortcuts/${world.exhibitorId}` }),
  },
  'GET /api/exhibitor/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/exhibitor/${world.exhibitorId}` }),
  },
  'GET /api/speaker/findByEvent/:eventId': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/speaker/findByEvent/${world.eventId}` }),
  },
  'GET /api/speaker/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/speaker/${world.speakerId}` }),
  },
  'GET /api/agenda/event/:eventId': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/agenda/event/${world.eventId}` }),
  },
  'GET /api/agenda/event/:eventId.ics': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/agenda/event/${world.eventId}.ics` }),
  },
  'GET /api/routeImmobile/event/:eventId': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/routeImmobile/event/${world.eventId}` }),
  },
  'GET /api/routeImmobile/:id': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/routeImmobile/${world.propertyId}` }),
  },
  'GET /api/publication/event/:eventId': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/publication/event/${world.eventId}?status=ANALYSIS&size=50` }),
    // Posts in analysis: only their author and those who moderate see them.
    check: (who, response) => {
      const ids = (response.json().content as { id: number }[]).map((post) => post.id);
      if (who === 'user' || who === 'admin' || who === 'moderator')
        expect(ids).toContain(world.pendingPostId);
      else expect(ids).not.toContain(world.pendingPostId);
    },
  },
  'POST /api/analytics/events': {
    access: 'public',
    expect: everyone(202),
    call: () => ({
      url: '/api/analytics/events',
      json: { events: [{ type: 'page_view', path: '/event', at: new Date().toISOString() }] },
    }),
  },
  'POST /api/user/help': {
    access: 'public',
    expect: everyone(201),
    call: () => ({
      url: '/api/user/help',
      json: { name: 'Visitante', email: 'v@matrix.test', subject: 'Dúvida', message: 'Olá' },
    }),
  },

  // A signed-in caller's own things.
  'GET /api/event/participate/:id': {
    access: 'signed-in',
    expect: { ...signedIn(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/event/participate/${world.eventId}` }),
  },
  'POST /api/event/participate/:id': {
    access: 'member',
    // A toggle: joining the demo event changes nothing another case reads.
    expect: { ...members(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/event/participate/${world.eventId}` }),
  },
  'GET /api/agenda/participatingAgenda': {
    access: 'signed-in',
    expect: signedIn(200),
    call: () => ({ url: '/api/agenda/participatingAgenda' }),
  },
  // A member's stars, personal schedule and calendar feed.
  'PUT /api/favorite/:kind/:id': {
    access: 'member',
    expect: { ...members(204), foreignAdminHome: 404 },
    call: () => ({ url: `/api/favorite/agenda/${world.agendaId}` }),
  },
  'DELETE /api/favorite/:kind/:id': {
    access: 'member',
    expect: { ...members(204), foreignAdminHome: 404 },
    call: () => ({ url: `/api/favorite/speaker/${world.speakerId}` }),
  },
  'GET /api/favorite': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/favorite?eventId=${world.eventId}` }),
  },
  'GET /api/agenda/my/:eventId': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 404 },
    call: () => ({ url: `/api/agenda/my/${world.eventId}` }),
  },
  'GET /api/calendar/key': {
    access: 'member',
    expect: members(200),
    call: () => ({ url: '/api/calendar/key' }),
  },
  'POST /api/calendar/key/rotate': {
    access: 'member',
    expect: members(200),
    call: () => ({ url: '/api/calendar/key/rotate' }),
  },
  // No header, no token: the key in the address is the credential, whoever sends it.
  'GET /api/calendar/:key.ics': {
    access: 'public',
    expect: everyone(200, 200),
    call: async () => {
      const feed = await send('user', '/api/calendar/key', 'GET', { url: '/api/calendar/key' });
      return { url: new URL(feed.json().url as string).pathname };
    },
  },
  // A stand's team: the organizer, and the stand's OWNER for its STAFF.
  'POST /api/exhibitor/:id/members': {
    access: 'stand',
    // Its STAFF may not invite; the other stand's OWNER is no one here.
    expect: standTeam(201, 403),
    call: (who) => ({
      url: `/api/exhibitor/${world.exhibitorId}/members`,
      json: { email: newInvitee(who), role: 'STAFF' },
    }),
  },
  'GET /api/exhibitor/:id/members': {
    access: 'stand',
    expect: standTeam(200, 200),
    call: () => ({ url: `/api/exhibitor/${world.exhibitorId}/members` }),
  },
  'DELETE /api/exhibitor/:id/members/:userId': {
    access: 'stand',
    expect: standTeam(204, 403),
    call: async (who) => {
      if (who !== 'admin') return { url: `/api/exhibitor/${world.exhibitorId}/members/${world.ids.staff}` };
      // The ADMIN removes someone put on the team for it.
      await test.database.db.insert(exhibitorMembers).values({
        exhibitorId: world.exhibitorId,
        userId: world.ids.otherUser,
        tenantId: world.tenantId,
        role: 'STAFF',
      });
      return { url: `/api/exhibitor/${world.exhibitorId}/members/${world.ids.otherUser}` };
    },
  },
  'DELETE /api/exhibitor/:id/invites/:inviteId': {
    access: 'stand',
    expect: standTeam(204, 403),
    call: async (who) => {
      const invite =
        who === 'admin' ? await openInvite(world.tenantId, world.exhibitorId, newInvitee(who)) : world.invite;
      return { url: `/api/exhibitor/${world.exhibitorId}/invites/${invite.id}` };
    },
  },
  'GET /api/exhibitor/mine': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: () => ({ url: '/api/exhibitor/mine' }),
    check: (who, response) => {
      const stands = (response.json() as { exhibitorId: number }[]).map((row) => row.exhibitorId);
      if (who === 'staff') expect(stands).toEqual([world.exhibitorId]);
      else if (who === 'otherOwner') expect(stands).toEqual([world.otherExhibitorId]);
      // (The ADMIN joins a stand by an invitation further down.)
      else if (who !== 'admin') expect(stands).toEqual([]);
    },
  },
  // The link is the credential: anyone holding it may read what it is for.
  'GET /api/invite/:token': {
    access: 'public',
    expect: everyone(200),
    call: () => ({ url: `/api/invite/${world.invite.token}` }),
  },
  'POST /api/invite/:token/accept': {
    access: 'self',
    // Only the invited address joins (here the ADMIN's, to a stand of its own); everyone else holds
    // an invitation for someone else. A guest is refused outright.
    expect: { ...members(403), anonymous: 401, admin: 200, foreignAdminHome: 404 },
    call: async (who) => {
      if (who !== 'admin') return { url: `/api/invite/${world.invite.token}/accept` };
      const invite = await openInvite(world.tenantId, world.otherExhibitorId, 'produtor@vitrine.demo');
      return { url: `/api/invite/${invite.token}/accept` };
    },
  },
  // Badges, consent and leads: a stand's leads are its team's alone.
  'GET /api/badge': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: () => ({ url: '/api/badge' }),
  },
  'POST /api/badge/rotate': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: () => ({ url: '/api/badge/rotate' }),
  },
  'GET /api/consent': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: () => ({ url: '/api/consent' }),
  },
  'DELETE /api/consent/:exhibitorId': {
    access: 'member',
    // Each member withdraws a lead made for them; the other tenant has none of ours.
    expect: { ...members(204), foreignAdminHome: 404 },
    call: async (who) => {
      const userId = accountOf(who);
      if (userId && who !== 'foreignAdminHome') await freshLead(userId);
      return { url: `/api/consent/${world.exhibitorId}` };
    },
  },
  'POST /api/routeImmobile/:id/interest': {
    access: 'member',
    expect: { ...members(201), foreignAdminHome: 404 },
    call: async (who) => {
      const userId = accountOf(who);
      if (userId) await dropLeads(userId);
      return { url: `/api/routeImmobile/${world.propertyId}/interest`, json: { consent: true } };
    },
  },
  'POST /api/exhibitor/:id/interest': {
    access: 'member',
    expect: { ...members(201), foreignAdminHome: 404 },
    call: async (who) => {
      const userId = accountOf(who);
      if (userId) await dropLeads(userId);
      return { url: `/api/exhibitor/${world.exhibitorId}/interest`, json: { consent: true, message: 'Olá' } };
    },
  },
  'POST /api/exhibitor/:id/leads': {
    access: 'team',
    expect: teamOnly(201),
    call: async () => {
      await dropLeads(world.ids.user);
      const badge = await send('user', '/api/badge', 'GET', { url: '/api/badge' });
      return { url: `/api/exhibitor/${world.exhibitorId}/leads`, json: { badge: badge.json().payload } };
    },
  },
  'GET /api/exhibitor/:id/leads': {
    access: 'team',
    expect: teamOnly(200),
    call: () => ({ url: `/api/exhibitor/${world.exhibitorId}/leads` }),
  },
  'PATCH /api/exhibitor/:id/leads/:leadId': {
    access: 'team',
    expect: teamOnly(200),
    call: async () => ({
      url: `/api/exhibitor/${world.exhibitorId}/leads/${await freshLead(world.ids.otherUser)}`,
      json: { rating: 'WARM' },
    }),
  },
  'GET /api/exhibitor/:id/leads/export': {
    access: 'team',
    expect: teamOnly(200),
    call: () => ({ url: `/api/exhibitor/${world.exhibitorId}/leads/export?format=csv` }),
  },
  // A stand's page changes, waiting for the organizer.
  'GET /api/exhibitor/revisions': {
    access: 'admin',
    expect: adminOnly(200, 200),
    call: () => ({ url: '/api/exhibitor/revisions?status=PENDING' }),
  },
  'POST /api/exhibitor/revisions/:id/approve': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({ url: `/api/exhibitor/revisions/${await pendingRevision()}/approve` }),
  },
  'POST /api/exhibitor/revisions/:id/reject': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({
      url: `/api/exhibitor/revisions/${await pendingRevision()}/reject`,
      json: { reason: 'Sem superlativos' },
    }),
  },
  // A constructor stand's property changes, waiting for the organizer.
  'GET /api/routeImmobile/revisions': {
    access: 'admin',
    expect: adminOnly(200, 200),
    call: () => ({ url: '/api/routeImmobile/revisions?status=PENDING' }),
  },
  'POST /api/routeImmobile/revisions/:id/approve': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({ url: `/api/routeImmobile/revisions/${await pendingPropertyRevision()}/approve` }),
  },
  'POST /api/routeImmobile/revisions/:id/reject': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({
      url: `/api/routeImmobile/revisions/${await pendingPropertyRevision()}/reject`,
      json: { reason: 'Fotos fora do padrão' },
    }),
  },
  'GET /api/exhibitor/:id/property-revisions': {
    access: 'stand',
    expect: standTeam(200, 200),
    call: () => ({ url: `/api/exhibitor/${world.exhibitorId}/property-revisions` }),
  },
  'GET /api/exhibitor/:id/revision': {
    access: 'stand',
    expect: standTeam(200, 200),
    call: () => ({ url: `/api/exhibitor/${world.exhibitorId}/revision` }),
  },
  'PATCH /api/exhibitor/:id/review': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: () => ({
      url: `/api/exhibitor/${world.exhibitorId}/review`,
      json: { publishWithoutReview: false },
    }),
  },
  // The door: the producer checks visitors in by their badge.
  'POST /api/event/:id/checkin': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => {
      const badge = await send('user', '/api/badge', 'GET', { url: '/api/badge' });
      return { url: `/api/event/${world.eventId}/checkin`, json: { badge: badge.json().payload } };
    },
  },
  'GET /api/event/:id/checkin/stats': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: () => ({ url: `/api/event/${world.eventId}/checkin/stats` }),
  },
  'GET /api/lead/summary': {
    access: 'admin',
    expect: adminOnly(200, 200),
    call: () => ({ url: `/api/lead/summary?eventId=${world.eventId}` }),
  },
  // The producer's spreadsheets: personal data among them, so the ADMIN's alone.
  'GET /api/export/:kind': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: () => ({ url: `/api/export/participant?eventId=${world.eventId}&format=csv` }),
  },
  'POST /api/import/:kind/preview': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: () => ({ url: `/api/import/speaker/preview?eventId=${world.eventId}`, form: importFile() }),
  },
  'POST /api/import/:kind': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: () => ({ url: `/api/import/speaker?eventId=${world.eventId}`, form: importFile() }),
  },
  'GET /api/import/:kind/template': {
    access: 'admin',
    expect: adminOnly(200),
    call: () => ({ url: '/api/import/speaker/template?format=csv' }),
  },
  'GET /api/notification': {
    access: 'signed-in',
    expect: signedIn(200),
    call: () => ({ url: '/api/notification?size=100' }),
    check: (who, response) => {
      const ids = (response.json().content as { id: number }[]).map((row) => row.id);
      if (who === 'user') expect(ids).toContain(world.notificationId);
      else expect(ids).not.toContain(world.notificationId);
    },
  },
  'PATCH /api/notification/read': {
    access: 'signed-in',
    // Only the caller's own rows change; an unconfirmed account writes no read mark.
    expect: { ...signedIn(204), unconfirmed: 403 },
    call: () => ({ url: '/api/notification/read' }),
  },
  'PATCH /api/notification/:id/read': {
    access: 'owner',
    // Someone else's notification is not found, whoever asks (the ADMIN too); an unconfirmed
    // account writes nothing, not even a read mark.
    expect: { ...signedIn(404), unconfirmed: 403, user: 200, foreignAdminHome: 404 },
    call: () => ({ url: `/api/notification/${world.notificationId}/read` }),
  },

  // Web push: the key for anyone; subscriptions and preferences for members, whose
  // own rows they are. Refused callers send an invalid body: refused before it is judged.
  'GET /api/push/key': { access: 'public', expect: everyone(200), call: () => ({ url: '/api/push/key' }) },
  'POST /api/push/subscription': {
    access: 'member',
    expect: { ...members(204), foreignAdminHome: 204 },
    call: (who) => ({
      url: '/api/push/subscription',
      json: pushMember(who)
        ? // A public address: nothing is sent when subscribing.
          { endpoint: `https://8.8.8.8/push/${who}`, keys: pushKeys }
        : { endpoint: 42 },
    }),
  },
  'DELETE /api/push/subscription': {
    access: 'member',
    expect: { ...members(204), foreignAdminHome: 204 },
    call: (who) => ({
      url: '/api/push/subscription',
      json: pushMember(who) ? { endpoint: `https://8.8.8.8/push/${who}` } : {},
    }),
  },
  'GET /api/push/preferences': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: () => ({ url: '/api/push/preferences' }),
  },
  'PUT /api/push/preferences': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: (who) => ({
      url: '/api/push/preferences',
      json: pushMember(who)
        ? { sessionReminders: true, minutesBefore: 15, announcements: false, myPosts: true }
        : { minutesBefore: 1 },
    }),
  },

  // Posts: members post; the author edits; the author or an ADMIN deletes.
  'POST /api/publication/event/:eventId': {
    access: 'member',
    expect: { ...members(201), foreignAdminHome: 404 },
    call: () => ({
      url: `/api/publication/event/${world.eventId}?type=PUBLICATION&description=${encodeURIComponent('Olá, matriz')}`,
    }),
  },
  'PUT /api/publication/:id': {
    access: 'owner',
    // USER edits their own post with what it already has; nobody else may, an ADMIN neither.
    expect: { ...members(403), user: 200, foreignAdminHome: 404 },
    call: () => ({
      url: `/api/publication/${world.post.id}?description=${encodeURIComponent(world.post.description)}&${world.post.images
        .map((url) => `oldFiles=${encodeURIComponent(url)}`)
        .join('&')}`,
    }),
  },
  'DELETE /api/publication/:id': {
    access: 'owner',
    expect: { ...members(403), guest: 403, unconfirmed: 403, user: 204, admin: 204, foreignAdminHome: 404 },
    // The author deletes a post of their own, the ADMIN one of USER's; the rest try USER's post.
    call: async (who) => ({
      url: `/api/publication/${who === 'user' || who === 'admin' ? (await newPost('user')).id : world.post.id}`,
    }),
  },
  // Likes and comments: confirmed members, on an approved post.
  'PUT /api/publication/:id/like': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 404 },
    call: async () => ({ url: `/api/publication/${await approvedPost()}/like` }),
  },
  'DELETE /api/publication/:id/like': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 404 },
    call: async () => ({ url: `/api/publication/${await approvedPost()}/like` }),
  },
  'POST /api/publication/:id/comment': {
    access: 'member',
    expect: { ...members(201), foreignAdminHome: 404 },
    call: async () => ({
      url: `/api/publication/${await approvedPost()}/comment`,
      json: { text: 'Que bom!' },
    }),
  },
  'GET /api/publication/:id/comment': {
    access: 'public',
    expect: { ...everyone(200), foreignAdminHome: 404 },
    call: async () => ({ url: `/api/publication/${await approvedPost()}/comment` }),
  },
  'PUT /api/comment/:id': {
    access: 'owner',
    // Only its author edits a comment, an ADMIN neither.
    expect: { ...members(403), user: 200, foreignAdminHome: 404 },
    call: async () => ({ url: `/api/comment/${await newComment()}`, json: { text: 'Editado' } }),
  },
  'DELETE /api/comment/:id': {
    access: 'owner',
    expect: { ...members(403), user: 204, admin: 204, moderator: 204, foreignAdminHome: 404 },
    call: async () => ({ url: `/api/comment/${await newComment()}` }),
  },
  // Reports and moderation: reports by members, decisions by MODERATOR and ADMIN.
  'POST /api/publication/:id/report': {
    access: 'member',
    expect: { ...members(201), foreignAdminHome: 404 },
    call: async () => ({
      url: `/api/publication/${(await newPost('admin', 'Para denunciar')).id}/report`,
      json: { reason: 'SPAM' },
    }),
  },
  'POST /api/comment/:id/report': {
    access: 'member',
    expect: { ...members(201), foreignAdminHome: 404 },
    call: async () => ({ url: `/api/comment/${await newComment()}/report`, json: { reason: 'OFFENSIVE' } }),
  },
  'PATCH /api/publication/:id/visibility': {
    access: 'moderator',
    expect: { ...adminOnly(200, 404), moderator: 200 },
    call: async () => ({
      url: `/api/publication/${(await newPost('admin', 'Para ocultar')).id}/visibility`,
      json: { hidden: true, reason: 'Fora do tema' },
    }),
  },
  'PATCH /api/comment/:id/visibility': {
    access: 'moderator',
    expect: { ...adminOnly(200, 404), moderator: 200 },
    call: async () => ({ url: `/api/comment/${await newComment()}/visibility`, json: { hidden: true } }),
  },
  'GET /api/moderation/log': {
    access: 'moderator',
    expect: { ...adminOnly(200, 200), moderator: 200 },
    call: () => ({ url: '/api/moderation/log' }),
  },
  'POST /api/user/:id/mute': {
    access: 'moderator',
    expect: { ...adminOnly(200, 404), moderator: 200 },
    call: async () => ({
      url: `/api/user/${await newMutable()}/mute`,
      json: { forever: true, reason: 'Ofensas no mural' },
    }),
  },
  'DELETE /api/user/:id/mute': {
    access: 'moderator',
    expect: { ...adminOnly(204, 404), moderator: 204 },
    call: async () => ({ url: `/api/user/${await newMutable()}/mute` }),
  },
  'GET /api/moderation/queue': {
    access: 'moderator',
    expect: { ...adminOnly(200, 200), moderator: 200 },
    call: () => ({ url: '/api/moderation/queue' }),
  },
  'GET /api/moderation/words': {
    access: 'admin',
    expect: adminOnly(200, 200),
    call: () => ({ url: '/api/moderation/words' }),
  },
  'PUT /api/moderation/words': {
    access: 'admin',
    expect: adminOnly(200, 200),
    call: () => ({ url: '/api/moderation/words', json: { words: [] } }),
  },
  'GET /api/moderation/mutes': {
    access: 'moderator',
    expect: { ...adminOnly(200, 200), moderator: 200 },
    call: () => ({ url: '/api/moderation/mutes' }),
  },
  'GET /api/user/mute': {
    access: 'member',
    expect: { ...members(200), foreignAdminHome: 200 },
    call: () => ({ url: '/api/user/mute' }),
  },
  'PATCH /api/publication/approval': {
    access: 'moderator',
    expect: { ...adminOnly(200, 404), moderator: 200 },
    call: (who) => ({
      url: '/api/publication/approval',
      json: {
        ids: [world.post.id],
        status:
          who === 'admin' || who === 'moderator' || who === 'foreignAdminHome' ? 'APPROVED' : 'NOT-A-STATUS',
      },
    }),
  },
  'PATCH /api/publication/approval/:id': {
    access: 'moderator',
    expect: { ...adminOnly(200, 404), moderator: 200 },
    call: (who) => ({
      url: `/api/publication/approval/${world.post.id}`,
      json: {
        status:
          who === 'admin' || who === 'moderator' || who === 'foreignAdminHome' ? 'APPROVED' : 'NOT-A-STATUS',
      },
    }),
  },

  // The producer area.
  'POST /api/event': {
    access: 'admin',
    expect: adminOnly(201),
    call: producerWrite({
      url: () => '/api/event',
      valid: () => ({ form: form('request', eventRequest()) }),
      invalid: () => ({ form: form('request', {}) }),
    }),
  },
  'PUT /api/event/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/event/${id}`,
      seeded: () => world.eventId,
      row: newEvent,
      valid: () => ({ form: form('request', eventRequest({ title: 'Editada' })) }),
      invalid: () => ({ form: form('request', {}) }),
    }),
  },
  'DELETE /api/event/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: producerWrite({ url: (id) => `/api/event/${id}`, seeded: () => world.eventId, row: newEvent }),
  },
  'POST /api/exhibitor': {
    access: 'admin',
    expect: adminOnly(201),
    call: producerWrite({
      url: () => '/api/exhibitor',
      valid: () => ({ form: form('exhibitorRequest', exhibitorRequest(world.eventId)) }),
      invalid: () => ({ form: form('exhibitorRequest', {}) }),
    }),
  },
  'PUT /api/exhibitor/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/exhibitor/${id}`,
      seeded: () => world.exhibitorId,
      row: newExhibitor,
      valid: () => ({
        form: form('exhibitorRequest', exhibitorRequest(world.eventId, { title: 'Editada' })),
      }),
      invalid: () => ({ form: form('exhibitorRequest', {}) }),
    }),
  },
  'DELETE /api/exhibitor/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: producerWrite({
      url: (id) => `/api/exhibitor/${id}`,
      seeded: () => world.exhibitorId,
      row: newExhibitor,
    }),
  },
  'POST /api/routeImmobile': {
    access: 'admin',
    expect: adminOnly(201),
    call: producerWrite({
      url: () => '/api/routeImmobile',
      valid: () => ({ form: form('request', propertyRequest()) }),
      invalid: () => ({ form: form('request', {}) }),
    }),
  },
  'PUT /api/routeImmobile/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/routeImmobile/${id}`,
      seeded: () => world.propertyId,
      row: newProperty,
      valid: () => ({ form: form('request', { ...propertyRequest(), title: 'Editada' }) }),
      invalid: () => ({ form: form('request', {}) }),
    }),
  },
  'DELETE /api/routeImmobile/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: producerWrite({
      url: (id) => `/api/routeImmobile/${id}`,
      seeded: () => world.propertyId,
      row: newProperty,
    }),
  },
  'POST /api/speaker': {
    access: 'admin',
    expect: adminOnly(201),
    call: producerWrite({
      url: () => '/api/speaker',
      valid: () => ({ form: form('request', speakerRequest()) }),
      invalid: () => ({ form: form('request', {}) }),
    }),
  },
  'PUT /api/speaker/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/speaker/${id}`,
      seeded: () => world.speakerId,
      row: newSpeaker,
      valid: () => ({ form: form('request', { ...speakerRequest(), name: 'Editado' }) }),
      invalid: () => ({ form: form('request', {}) }),
    }),
  },
  'DELETE /api/speaker/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: producerWrite({
      url: (id) => `/api/speaker/${id}`,
      seeded: () => world.speakerId,
      row: newSpeaker,
    }),
  },
  'POST /api/agenda': {
    access: 'admin',
    expect: adminOnly(201),
    call: producerWrite({
      url: () => '/api/agenda',
      valid: () => ({ json: agendaRequest() }),
      invalid: () => ({ json: {} }),
    }),
  },
  'PUT /api/agenda/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/agenda/${id}`,
      seeded: () => world.agendaId,
      row: newAgendaItem,
      valid: () => ({ json: { ...agendaRequest(), theme: 'Editado' } }),
      invalid: () => ({ json: {} }),
    }),
  },
  'DELETE /api/agenda/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: producerWrite({
      url: (id) => `/api/agenda/${id}`,
      seeded: () => world.agendaId,
      row: newAgendaItem,
    }),
  },
  'PATCH /api/agenda/:id/cancel': {
    access: 'admin',
    // The ADMIN cancels an item made for it; the others send a body that is not a boolean.
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/agenda/${id}/cancel`,
      seeded: () => world.agendaId,
      row: newAgendaItem,
      valid: () => ({ json: { cancelled: true } }),
      invalid: () => ({ json: { cancelled: 'yes' } }),
    }),
  },
  'GET /api/user': { access: 'admin', expect: adminOnly(200), call: () => ({ url: '/api/user' }) },
  'GET /api/user/members': {
    access: 'admin',
    expect: adminOnly(200),
    call: () => ({ url: '/api/user/members' }),
  },
  'PATCH /api/user/:id/role': {
    access: 'admin',
    // The ADMIN gives the other USER the role they have: nothing changes.
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/user/${id}/role`,
      seeded: () => world.ids.otherUser,
      valid: () => ({ json: { role: 'USER' } }),
      invalid: () => ({ json: { role: 'ADMIN', extra: ['not', 'a', 'role'] } }),
    }),
  },
  'DELETE /api/user/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: producerWrite({
      url: (id) => `/api/user/${id}`,
      seeded: () => world.ids.otherUser,
      row: async () => {
        const [row] = await test.database.db
          .insert(users)
          .values({
            tenantId: world.tenantId,
            email: `gone-${Date.now()}@matrix.test`,
            role: 'USER',
            name: 'G',
          })
          .returning();
        return row!.id;
      },
    }),
  },
  'GET /api/user/help': { access: 'admin', expect: adminOnly(200), call: () => ({ url: '/api/user/help' }) },
  'PATCH /api/user/help/:id/handled': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: producerWrite({
      url: (id) => `/api/user/help/${id}/handled`,
      seeded: () => world.messageId,
      valid: () => ({ json: { handled: false } }),
      invalid: () => ({ json: { handled: 'maybe' } }),
    }),
  },
  'GET /api/analytics/summary/:eventId': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: (who) => ({
      url: `/api/analytics/summary/${world.eventId}${who === 'admin' || who === 'foreignAdminHome' ? '' : '?from=nope'}`,
    }),
  },
  'GET /api/tenant/settings': {
    access: 'admin',
    expect: adminOnly(200),
    call: () => ({ url: '/api/tenant/settings' }),
  },
  // API keys: the ADMIN in person; a key itself may not (scopes.ts).
  'GET /api/integration/key': {
    access: 'admin',
    expect: adminOnly(200),
    call: () => ({ url: '/api/integration/key' }),
  },
  'POST /api/integration/key': {
    access: 'admin',
    expect: adminOnly(201),
    call: (who) => ({
      url: '/api/integration/key',
      json: who === 'admin' ? { name: 'Matriz', scopes: ['read'] } : {},
    }),
  },
  'DELETE /api/integration/key/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: async () => {
      const made = await send('admin', '/api/integration/key', 'POST', {
        url: '/api/integration/key',
        json: { name: 'Matriz (revogar)', scopes: ['read'] },
      });
      return { url: `/api/integration/key/${made.json().id}` };
    },
  },
  // Webhooks: the ADMIN in person.
  'GET /api/integration/webhook': {
    access: 'admin',
    expect: adminOnly(200),
    call: () => ({ url: '/api/integration/webhook' }),
  },
  'POST /api/integration/webhook': {
    access: 'admin',
    expect: adminOnly(201),
    call: (who) => ({
      url: '/api/integration/webhook',
      json: who === 'admin' ? { url: unusedHookUrl, events: ['checkin.created'] } : {},
    }),
  },
  'GET /api/integration/webhook/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({ url: `/api/integration/webhook/${await matrixWebhook()}` }),
  },
  'PUT /api/integration/webhook/:id': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async (who) => ({
      url: `/api/integration/webhook/${await matrixWebhook()}`,
      json: who === 'admin' || who === 'foreignAdminHome' ? { description: 'Matriz' } : {},
    }),
  },
  'DELETE /api/integration/webhook/:id': {
    access: 'admin',
    expect: adminOnly(204, 404),
    call: async (who) => {
      // Refused callers aim at the matrix's own endpoint; the ADMIN removes one made for it.
      if (who !== 'admin') return { url: `/api/integration/webhook/${await matrixWebhook()}` };
      const made = await send('admin', '/api/integration/webhook', 'POST', {
        url: '/api/integration/webhook',
        json: { url: unusedHookUrl, events: ['checkin.created'] },
      });
      return { url: `/api/integration/webhook/${made.json().id}` };
    },
  },
  'GET /api/integration/webhook/:id/secret': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({ url: `/api/integration/webhook/${await matrixWebhook()}/secret` }),
  },
  'POST /api/integration/webhook/:id/secret/rotate': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({ url: `/api/integration/webhook/${await matrixWebhook()}/secret/rotate` }),
  },
  'GET /api/integration/webhook/:id/deliveries': {
    access: 'admin',
    expect: adminOnly(200, 404),
    call: async () => ({ url: `/api/integration/webhook/${await matrixWebhook()}/deliveries` }),
  },
  'POST /api/integration/webhook/:id/deliveries/:deliveryId/resend': {
    access: 'admin',
    expect: adminOnly(202, 404),
    call: async () => {
      const id = await matrixWebhook();
      const test = `/api/integration/webhook/${id}/test`;
      const sent = await send('admin', test, 'POST', { url: test });
      return { url: `/api/integration/webhook/${id}/deliveries/${sent.json().id}/resend` };
    },
  },
  'POST /api/integration/webhook/:id/test': {
    access: 'admin',
    expect: adminOnly(202, 404),
    call: async () => ({ url: `/api/integration/webhook/${await matrixWebhook()}/test` }),
  },
  'PUT /api/tenant/settings': {
    access: 'admin',
    // The ADMIN saves what is stored (seeded values): nothing changes.
    expect: adminOnly(200),
    call: async (who) => {
      if (who !== 'admin') return { url: '/api/tenant/settings', json: {} };
      const current = await send('admin', '/api/tenant/settings', 'GET', { url: '/api/tenant/settings' });
      return { url: '/api/tenant/settings', json: current.json() };
    },
  },
};

/** The entry's label must agree with what it expects (docs/ARCHITECTURE.md, 'Who may do what'). */
function agreesWithAccess(entry: Entry): boolean {
  const { expect: status } = entry;
  const refusedMembers = [status.guest, status.user, status.otherUser, status.unconfirmed];
  // (A MODERATOR is a member too: `member`, `owner` and `self` routes treat it as one.)
  switch (entry.access) {
    case 'public':
    case 'internal': {
      // Every caller of the tenant gets the same answer: no token opens or closes it.
      const statuses = callers.filter((who) => who !== 'foreignAdmin').map((who) => status[who]);
      return statuses.every((each) => each === status.anonymous);
    }
    case 'signed-in':
      return status.anonymous === 401 && status.guest < 400;
    case 'member':
      return (
        status.anonymous === 401 && status.guest === 403 && status.unconfirmed === 403 && status.user < 400
      );
    case 'self':
    case 'owner':
      return status.anonymous === 401 && status.otherUser >= 400;
    case 'admin':
      return (
        status.anonymous === 401 &&
        refusedMembers.every((each) => each === 403) &&
        status.moderator === 403 &&
        status.admin < 400
      );
    case 'moderator':
      return (
        status.anonymous === 401 &&
        refusedMembers.every((each) => each === 403) &&
        status.moderator < 400 &&
        status.admin < 400
      );
    case 'team':
      return (
        status.anonymous === 401 &&
        refusedMembers.every((each) => each === 403) &&
        status.admin === 403 &&
        status.otherOwner === 403 &&
        status.staff < 400
      );
    case 'stand':
      return (
        status.anonymous === 401 &&
        refusedMembers.every((each) => each === 403) &&
        status.otherOwner === 403 &&
        status.admin < 400
      );
  }
}

/** `who` calls the route: the demo tenant, its own token, its own client address (per-IP limits). */
async function send(
  who: Who,
  url: string,
  method: string,
  request: Request,
): Promise<LightMyRequestResponse> {
  const token =
    'token' in request
      ? request.token
      : who === 'anonymous'
        ? undefined
        : world.tokens[who === 'foreignAdminHome' ? 'foreignAdmin' : who];
  const tenant = who === 'foreignAdminHome' ? otherTenant : demoTenant;
  const body = request.form ? multipart(request.form) : undefined;
  return test.app.inject({
    method: method as 'GET',
    url,
    remoteAddress:
      request.remoteAddress ??
      `10.0.0.${[...callers, 'foreignAdminHome', 'unconfirmedAdmin'].indexOf(who) + 1}`,
    headers: { ...tenant, ...(token ? { authorization: `Bearer ${token}` } : {}), ...body?.headers },
    ...(body
      ? { payload: body.payload }
      : request.json !== undefined
        ? { payload: request.json as object }
        : {}),
  });
}

beforeAll(async () => {
  // A built web app of one file, so the static routes are in the table too.
  webDir = await makeTempDir('web');
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), indexHtml);
  storageDir = await makeTempDir('media');
  test = await buildTestApp(
    { WEB_DIST: webDir, WEBHOOK_ALLOW_PRIVATE: 'true' },
    { storage: new LocalDiskStorage(storageDir) },
  );
  const db = test.database.db;
  const [demo] = await db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  const [other] = await db.insert(tenants).values({ slug: 'other', name: 'Other' }).returning();
  const passwordHash = await hashPassword(password);
  const person = async (
    tenantId: number,
    email: string,
    role: 'ADMIN' | 'USER' | 'MODERATOR',
    confirmed = true,
  ) => {
    const [row] = await db
      .insert(users)
      .values({ tenantId, email, role, confirmed, name: email.split('@')[0]!, passwordHash })
      .returning();
    return row!.id;
  };
  const ids = {
    user: await person(demo!.id, 'ana@matrix.test', 'USER'),
    otherUser: await person(demo!.id, 'bruno@matrix.test', 'USER'),
    unconfirmed: await person(demo!.id, 'carla@matrix.test', 'USER', false),
    admin: (await db.select().from(users).where(eq(users.email, 'produtor@vitrine.demo')))[0]!.id,
    staff: await person(demo!.id, 'eva@matrix.test', 'USER'),
    otherOwner: await person(demo!.id, 'fabio@matrix.test', 'USER'),
    moderator: await person(demo!.id, 'gabi@matrix.test', 'MODERATOR'),
  };
  await person(other!.id, 'admin@other.test', 'ADMIN');
  await person(demo!.id, 'dora@matrix.test', 'ADMIN', false);

  const logins: Record<string, [string, string, Record<string, string>]> = {
    user: ['ana@matrix.test', password, demoTenant],
    otherUser: ['bruno@matrix.test', password, demoTenant],
    unconfirmed: ['carla@matrix.test', password, demoTenant],
    admin: ['produtor@vitrine.demo', 'vitrine-demo-2024', demoTenant],
    foreignAdmin: ['admin@other.test', password, otherTenant],
    unconfirmedAdmin: ['dora@matrix.test', password, demoTenant],
    staff: ['eva@matrix.test', password, demoTenant],
    otherOwner: ['fabio@matrix.test', password, demoTenant],
    moderator: ['gabi@matrix.test', password, demoTenant],
  };
  const freshToken = async (who: Who): Promise<string | undefined> => {
    if (who === 'anonymous') return undefined;
    if (who === 'guest') {
      const response = await test.app.inject({ method: 'POST', url: '/api/auth/guest', headers: demoTenant });
      return response.json().token;
    }
    const [login, secret, headers] = logins[who === 'foreignAdminHome' ? 'foreignAdmin' : who]!;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { login, password: secret },
    });
    expect(response.statusCode, login).toBe(200);
    return response.json().token;
  };
  const tokens = {} as World['tokens'];
  for (const who of [...callers, 'unconfirmedAdmin'] as const) {
    if (who !== 'anonymous') tokens[who] = (await freshToken(who))!;
  }

  const first = async (table: typeof exhibitors | typeof speakers | typeof properties | typeof agendaItems) =>
    (
      await db
        .select({ id: table.id })
        .from(table as typeof exhibitors)
        .where(and(eq(table.tenantId, demo!.id), eq(table.eventId, demo!.defaultEventId!)))
        .limit(1)
    )[0]!.id;
  const propertyOutside = async (exhibitorId: number) =>
    (
      await db
        .select({ id: properties.id })
        .from(properties)
        .where(
          and(
            eq(properties.tenantId, demo!.id),
            eq(properties.eventId, demo!.defaultEventId!),
            ne(properties.exhibitorId, exhibitorId),
          ),
        )
        .limit(1)
    )[0]!.id;
  const [event] = await db.select().from(events).where(eq(events.id, demo!.defaultEventId!));
  const [message] = await db
    .insert(supportRequests)
    .values({ tenantId: demo!.id, name: 'N', email: 'n@matrix.test', subject: 'S', message: 'M' })
    .returning();
  const stands = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.tenantId, demo!.id), eq(exhibitors.eventId, demo!.defaultEventId!)))
    .orderBy(exhibitors.id)
    .limit(3);
  const [exhibitorId, otherExhibitorId] = stands.map((row) => row.id) as [number, number];
  await db.insert(exhibitorMembers).values([
    { exhibitorId, userId: ids.staff, tenantId: demo!.id, role: 'STAFF' },
    { exhibitorId: otherExhibitorId, userId: ids.otherOwner, tenantId: demo!.id, role: 'OWNER' },
  ]);
  world = {
    tenantId: demo!.id,
    eventId: demo!.defaultEventId!,
    eventDate: event!.dateStart.split('-').reverse().join('/'),
    exhibitorId,
    otherExhibitorId,
    invite: await openInvite(demo!.id, exhibitorId, 'gil@matrix.test'),
    // Not of `otherExhibitorId`: its OWNER is "an OWNER of another stand" for this property.
    propertyId: await propertyOutside(otherExhibitorId),
    speakerId: await first(speakers),
    agendaId: await first(agendaItems),
    post: { id: 0, images: [], description: '' },
    pendingPostId: 0,
    notificationId: 0,
    messageId: message!.id,
    ids,
    tokens,
    freshToken,
  };

  // USER posts with an image; the ADMIN approves it, which leaves USER a notification.
  const url = `/api/publication/event/${world.eventId}?type=PUBLICATION&description=${encodeURIComponent('Com foto')}`;
  const posted = await send('user', url, 'POST', {
    url,
    form: [{ name: 'files', filename: 'photo.jpg', type: 'image/jpeg', data: await jpeg() }],
  });
  expect(posted.statusCode, posted.body).toBe(201);
  world.post = posted.json();
  const approval = `/api/publication/approval/${world.post.id}`;
  const approved = await send('admin', approval, 'PATCH', { url: approval, json: { status: 'APPROVED' } });
  expect(approved.statusCode, approved.body).toBe(200);
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, ids.user));
  world.notificationId = notification!.id;
  world.pendingPostId = (await newPost('user', 'Ainda em análise')).id;
});

afterAll(async () => {
  await test?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(webDir, { recursive: true, force: true });
});

const cases = Object.entries(table).flatMap(([key, entry]) =>
  (Object.keys(entry.expect) as (keyof Entry['expect'])[]).map((who) => ({
    key,
    who,
    status: entry.expect[who]!,
    entry,
  })),
);

describe('authorization matrix', () => {
  it('has an entry for every route, and no entry for a route that is gone', () => {
    const routes = listRoutes(test.app);
    // The parse is checked against the router itself (wildcards print without their slash).
    for (const route of routes.filter((each) => !each.url.includes('*'))) {
      expect(
        test.app.hasRoute(route as Parameters<typeof test.app.hasRoute>[0]),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(
      keys.filter((key) => !(key in table)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !keys.includes(key)),
      'entries without a route',
    ).toEqual([]);
  });

  it.each(Object.entries(table))('%s: its access label agrees with its statuses', (_key, entry) => {
    expect(agreesWithAccess(entry)).toBe(true);
  });

  it.each(cases)('$key as $who → $status', async ({ key, who, status, entry }) => {
    const method = key.split(' ')[0]!;
    const request = await entry.call(who);
    const response = await send(who, request.url, method, request);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status >= 400 && String(response.headers['content-type']).includes('json')) {
      expect(response.json()).toHaveProperty('code');
    }
    if (status < 400) entry.check?.(who, response);
  });

  // The same route as a member's post, but announcements are the ADMIN's alone.
  const announcement: Record<Caller, number> = { ...adminOnly(201), foreignAdmin: 401 };
  it.each(callers.map((who) => ({ who, status: announcement[who] })))(
    'POST /api/publication/event/:eventId?type=ANNOUNCEMENT as $who → $status',
    async ({ who, status }) => {
      const url = `/api/publication/event/${world.eventId}?type=ANNOUNCEMENT&description=${encodeURIComponent('Aviso')}`;
      const response = await send(who, url, 'POST', { url });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    },
  );

  it.each(['/', '/event', '/producer/members'])(
    'the web fallback %s serves the app to every caller, token or not',
    async (url) => {
      for (const who of callers) {
        const response = await send(who, url, 'GET', { url });
        expect(response.statusCode, `${url} as ${who}`).toBe(200);
        expect(response.body).toBe(indexHtml);
      }
    },
  );
});

/**
 * An unconfirmed account writes nothing, whatever its role. An ADMIN who never confirmed
 * gets what the unconfirmed USER gets on every route for members or ADMINs, and the moderation
 * queue stays hidden from it.
 */
describe('an unconfirmed ADMIN', () => {
  const guarded = Object.entries(table).filter(([, entry]) =>
    (['member', 'owner', 'admin', 'stand', 'team'] as Access[]).includes(entry.access),
  );
  it.each(guarded)('%s → 403 CONFIRMATION_REQUIRED', async (key, entry) => {
    const method = key.split(' ')[0]!;
    const request = await entry.call('unconfirmedAdmin');
    const response = await send('unconfirmedAdmin', request.url, method, request);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(403);
    expect(response.json().code).toBe('CONFIRMATION_REQUIRED');
  });

  it('does not see posts in analysis', async () => {
    const url = `/api/publication/event/${world.eventId}?status=ANALYSIS&size=50`;
    const response = await send('unconfirmedAdmin', url, 'GET', { url });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().content as { id: number }[]).map((post) => post.id);
    expect(ids).not.toContain(world.pendingPostId);
  });

  it('may not post an announcement', async () => {
    const url = `/api/publication/event/${world.eventId}?type=ANNOUNCEMENT&description=${encodeURIComponent('Aviso')}`;
    const response = await send('unconfirmedAdmin', url, 'POST', { url });
    expect(response.statusCode).toBe(403);
  });
});
