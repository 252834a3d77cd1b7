import type { ApiKeyScope } from '@vitrine/contract';

/**
 * The routes an API key may call (ADR 0007), by `METHOD /url` as Fastify names them, and the scope
 * each needs. Any other route answers a key with 403 SCOPE_REQUIRED: signing in, members' own
 * things (stars, posts, badges), moderation and the stands' leads are for people, not for keys.
 * A function decides for a route whose scope depends on what it is asked (the exports).
 */
export const routeScopes: Record<string, ApiKeyScope | ((params: Record<string, string>) => ApiKeyScope)> = {
  // The event's content, as the producer area reads it.
  'GET /api/event': 'read',
  'GET /api/event/:id': 'read',
  'GET /api/event/shortcuts/:id': 'read',
  'GET /api/event/listCategory/:id': 'read',
  'GET /api/event/listCompany/:id': 'read',
  'GET /api/agenda/event/:eventId': 'read',
  'GET /api/exhibitor/findByEvent/:eventId': 'read',
  'GET /api/exhibitor/:id': 'read',
  'GET /api/exhibitor/shortcuts/:id': 'read',
  'GET /api/speaker/findByEvent/:eventId': 'read',
  'GET /api/speaker/:id': 'read',
  'GET /api/routeImmobile/event/:eventId': 'read',
  'GET /api/routeImmobile/:id': 'read',
  'GET /api/publication/event/:eventId': 'read',
  'GET /api/publication/:id/comment': 'read',
  'GET /api/analytics/summary/:eventId': 'read',
  'GET /api/event/:id/checkin/stats': 'read',
  'GET /api/lead/summary': 'read',
  // Writing it.
  'POST /api/event': 'write:content',
  'PUT /api/event/:id': 'write:content',
  'DELETE /api/event/:id': 'write:content',
  'POST /api/exhibitor': 'write:content',
  'PUT /api/exhibitor/:id': 'write:content',
  'DELETE /api/exhibitor/:id': 'write:content',
  'POST /api/speaker': 'write:content',
  'PUT /api/speaker/:id': 'write:content',
  'DELETE /api/speaker/:id': 'write:content',
  'POST /api/agenda': 'write:content',
  'PUT /api/agenda/:id': 'write:content',
  'DELETE /api/agenda/:id': 'write:content',
  'PATCH /api/agenda/:id/cancel': 'write:content',
  'POST /api/routeImmobile': 'write:content',
  'PUT /api/routeImmobile/:id': 'write:content',
  'DELETE /api/routeImmobile/:id': 'write:content',
  'POST /api/import/:kind/preview': 'write:content',
  'POST /api/import/:kind': 'write:content',
  'GET /api/import/:kind/template': 'write:content',
  // People: the members and who takes part.
  'GET /api/user': 'read:people',
  'GET /api/user/members': 'read:people',
  'GET /api/export/:kind': (params) =>
    params.kind === 'participant' || params.kind === 'subscriber' ? 'read:people' : 'read',
};

/** The scope `method url` needs from a key, or null when no key may call it. */
export function scopeOf(method: string, url: string, params: Record<string, string>): ApiKeyScope | null {
  const scope = routeScopes[`${method} ${url}`];
  if (scope === undefined) return null;
  return typeof scope === 'function' ? scope(params) : scope;
}

/** For the OpenAPI description: the scope a route needs, as words (a function's cases spelled out). */
export function scopeText(method: string, url: string): string | null {
  const scope = routeScopes[`${method} ${url}`];
  if (scope === undefined) return null;
  if (typeof scope === 'string') return `\`${scope}\``;
  return '`read`, or `read:people` for `participant` and `subscriber`';
}
