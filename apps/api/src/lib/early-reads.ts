import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch, type PublicBody } from './etags.ts';
import { requestId } from './request-id.ts';

/**
 * A public read as it was last answered for one exact URL: the body and the headers fastify had
 * set by the handler (security, CORS, caching), so it can be answered again without routing.
 */
export interface AnsweredRead {
  cached: PublicBody;
  headers: OutgoingHttpHeaders;
}

const urlKey = (url: string) => `GET ${url}`;
/** Headers that are per request or per body, never replayed. */
const perRequest = new Set(['x-request-id', 'content-length']);

/** Requests whose answer can be replayed: no credentials to check and no origin for CORS to judge. */
function replayable(headers: IncomingMessage['headers']): boolean {
  return headers.authorization === undefined && headers.origin === undefined;
}

/**
 * Called by `publicRead` once it has answered: remembers that answer under the tenant and URL,
 * for as long as the ReadCache keeps the body it came from (same TTL, same invalidation).
 */
export function rememberAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  cached: PublicBody,
) {
  if (request.method !== 'GET' || !replayable(request.headers)) return;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !perRequest.has(name)) headers[name] = value;
  }
  const answered: AnsweredRead = { cached, headers };
  const cache = request.server.readCache;
  cache.alias(request.tenant.id, urlKey(request.url), key, answered);
  let slugs = tenantIds.get(cache);
  if (!slugs) {
    slugs = new Map();
    tenantIds.set(cache, slugs);
  }
  slugs.set(request.tenant.slug, request.tenant.id);
}

/**
 * Per app (its ReadCache): tenant slug → id, as the tenant hook resolved it for a remembered
 * answer. Apps in one process (tests) may give one slug different ids.
 */
const tenantIds = new WeakMap<object, Map<string, number>>();

/**
 * Answers a GET that `publicRead` answered moments ago, for the same tenant and exact URL, before
 * fastify routes it: that URL already passed validation for this tenant, and the body depends on
 * nothing else. Only requests without Authorization (a token must still be checked) and without
 * Origin (CORS decides per origin) qualify, and only while request logging is off (level above
 * debug, lib/request-logging.ts): they would not be logged. Everything else, and every miss, goes through fastify.
 *
 * Two places: an onRequest hook after the tenant and auth hooks (under app.inject, and when
 * logging is on), and in front of fastify's handler on the HTTP server.
 */
export function answerCachedReadsEarly(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const answered =
      request.method === 'GET' && request.tenant && replayable(request.headers)
        ? app.readCache.peek<AnsweredRead>(request.tenant.id, urlKey(request.url))
        : undefined;
    if (!answered) {
      done();
      return;
    }
    reply.headers(answered.headers);
    if (ifNoneMatch(request.headers['if-none-match'], answered.cached.etag)) {
      reply.code(304).send('');
    } else {
      reply.send(answered.cached.body);
    }
  });

  if (['trace', 'debug'].includes(app.log.level)) return;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const server = app.server;
  const [fastifyHandler] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!fastifyHandler) return;
  server.removeListener('request', fastifyHandler);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing || !answerRaw(app, req, res)) fastifyHandler(req, res);
    else app.metrics?.earlyRead(res.statusCode);
  });
}

function answerRaw(app: FastifyInstance, req: IncomingMessage, res: ServerResponse): boolean {
  const tenant = req.headers['x-tenant'];
  if (req.method !== 'GET' || typeof tenant !== 'string' || !replayable(req.headers)) return false;
  const tenantId = tenantIds.get(app.readCache)?.get(tenant.trim().toLowerCase());
  if (tenantId === undefined || !req.url) return false;
  const answered = app.readCache.peek<AnsweredRead>(tenantId, urlKey(req.url));
  if (!answered) return false;
  const headers: OutgoingHttpHeaders = { ...answered.headers, 'x-request-id': requestId(req) };
  if (ifNoneMatch(req.headers['if-none-match'], answered.cached.etag)) {
    headers['content-length'] = '0';
    res.writeHead(304, headers);
    res.end();
  } else {
    headers['content-length'] = String(answered.cached.body.length);
    res.writeHead(200, headers);
    res.end(answered.cached.body);
  }
  return true;
}
