import { decodeTokenPayload } from '../lib/session/token.ts';

/**
 * The API reads the service worker keeps for the venue's dead zones: what the event page, its tabs
 * and the detail pages ask for (`features/<name>/api`). 'public' reads answer the same to everyone of
 * the tenant (`publicRead` on the server); 'personal' ones depend on the caller's token.
 */
export type ApiRead = 'public' | 'personal';

const publicReads: readonly RegExp[] = [
  /^\/api\/config$/,
  /^\/api\/event(?:\/\d+|\/shortcuts\/\d+|\/listCompany\/\d+|\/listCategory\/\d+)?$/,
  /^\/api\/agenda\/event\/\d+$/,
  /^\/api\/exhibitor\/(?:findByEvent\/|shortcuts\/)?\d+$/,
  /^\/api\/speaker\/(?:findByEvent\/)?\d+$/,
  /^\/api\/routeImmobile\/(?:event\/)?\d+$/,
];

const personalReads: readonly RegExp[] = [
  /^\/api\/favorite$/,
  /^\/api\/agenda\/my\/\d+$/,
  /^\/api\/event\/participate\/\d+$/,
  // A member's feed carries their own pending posts (the server answers `Vary: Authorization`).
  /^\/api\/publication\/event\/\d+$/,
  // The visitor's badge, shown at a stand without signal, and who holds their contact.
  /^\/api\/badge$/,
  /^\/api\/consent$/,
];

export function apiReadOf(pathname: string): ApiRead | null {
  if (personalReads.some((pattern) => pattern.test(pathname))) return 'personal';
  if (publicReads.some((pattern) => pattern.test(pathname))) return 'public';
  return null;
}

/** The query parameter naming whose copy a personal entry is; the server never sees it. */
export const ownerParam = 'vitrine-owner';

/**
 * The Cache Storage key of a personal read: its URL plus its owner (tenant and the token's user,
 * or 'anonymous'), because the cache matches by URL and the Authorization header is not part of
 * it. One user's stars can then never answer another's request, even offline; the page empties
 * the whole cache when the signed-in user changes (lib/offline/personal-cache.ts).
 */
export function personalCacheKey(url: string, headers: Headers): string {
  const token = headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const claims = token ? decodeTokenPayload(token) : null;
  const owner = `${headers.get('X-Tenant') ?? ''}:${claims ? String(claims.userId) : 'anonymous'}`;
  const key = new URL(url);
  key.searchParams.set(ownerParam, owner);
  return key.href;
}
