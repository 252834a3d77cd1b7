import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rememberAnswer } from './early-reads.ts';
import { ifNoneMatch, type PublicBody, weakEtag } from './etags.ts';

export const publicCacheControl = 'public, max-age=30, stale-while-revalidate=60';
/**
 * For public reads that change while a visitor watches (the feeds): any cache may keep the body
 * but must ask again each time, which costs a 304 when nothing changed.
 */
export const revalidateCacheControl = 'public, no-cache';
const jsonType = 'application/json; charset=utf-8';
/** For anything that may depend on who asks: kept by no cache, the browser's own included. */
export const privateCacheControl = 'private, no-store';
const safeMethods = new Set(['GET', 'HEAD']);

/**
 * Every answer to a request carrying a token, and every answer to a write, is `private, no-store`
 * unless its route chose a policy: a feed with the caller's pending posts, notifications, members
 * must not sit in a shared cache (or on disk) for the next person. Routes that answer the same to
 * everyone set their public policy themselves (`publicRead`, media, the web app's files).
 */
export function privateByDefault(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !reply.hasHeader('cache-control') &&
      (request.headers.authorization !== undefined || !safeMethods.has(request.method))
    ) {
      reply.header('cache-control', privateCacheControl);
    }
    done(null, payload);
  });
}

/**
 * Answers a cheap public read (the showcase) from the app's ReadCache. The cache keeps the body
 * already serialized by the route's response schema, with its ETag, so a hit costs neither the
 * serializer nor a hash. Sends a short shared Cache-Control, `Vary: X-Tenant`, the ETag, and 304
 * when the client already holds that body. A failed load (404, 503…) is thrown, not cached.
 *
 * Resolves with the bytes fastify sends as they are. Typed `never` so a handler of any response
 * schema can return it: the schema was applied when the body was serialized.
 */
export async function publicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  cacheControl = publicCacheControl,
): Promise<never> {
  const cache = request.server.readCache;
  const cached = await cache.read(request.tenant.id, key, async () => {
    const body = Buffer.from(reply.serialize(await load()) as string);
    return { body, etag: weakEtag(body) } satisfies PublicBody;
  });
  const body = sendPublic(request, reply, cached, cacheControl);
  rememberAnswer(request, reply, key, cached);
  return body as never;
}

/** Sets the public caching headers for `cached` and returns what to send (empty on a 304). */
export function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: PublicBody,
  cacheControl = publicCacheControl,
): Buffer | string {
  reply.header('content-type', jsonType);
  reply.header('cache-control', cacheControl);
  // The same URL answers differently per tenant header, so shared caches must key on it.
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'X-Tenant');
  else if (!String(vary).toLowerCase().includes('x-tenant')) reply.header('vary', `${vary}, X-Tenant`);
  reply.header('etag', cached.etag);
  if (ifNoneMatch(request.headers['if-none-match'], cached.etag)) {
    reply.code(304);
    return '';
  }
  return cached.body;
}
