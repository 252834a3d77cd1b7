import { createHash } from 'node:crypto';

// ETags of public reads, used by http-cache.ts (which answers them) and by early-reads.ts (which
// replays them and which http-cache.ts calls): in a file of their own, so the two need no cycle.

/** A public read as it goes on the wire: the serialized body and its weak ETag, computed once. */
export interface PublicBody {
  body: Buffer;
  etag: string;
}

/** A weak ETag over the bytes: equal bodies give equal tags on every node. */
export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly: `W/` prefixes are ignored, `*` matches anything. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}
