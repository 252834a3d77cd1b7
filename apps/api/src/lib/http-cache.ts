import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const publicCacheControl = 'public, max-age=30, stale-while-revalidate=60';

/**
 * Route `onSend` hook for cheap public reads: a short shared Cache-Control, a weak ETag over the
 * serialized body, and 304 when the client already holds that body. Errors are left alone.
 */
export async function publicReadCache(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    return payload;
  }
  const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', publicCacheControl);
  // The same URL answers differently per tenant header, so shared caches must key on it.
  const vary = reply.getHeader('vary');
  if (
    !String(vary ?? '')
      .toLowerCase()
      .includes('x-tenant')
  ) {
    reply.header('vary', vary ? `${vary}, X-Tenant` : 'X-Tenant');
  }
  reply.header('etag', etag);
  const sent = request.headers['if-none-match'];
  if (sent && matches(sent, etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}

/** If-None-Match compares weakly: `W/` prefixes are ignored, `*` matches anything. */
function matches(header: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}
