/**
 * The server's own route table, read from `app.printRoutes({ commonPrefix: false })`, so tests that
 * must cover every route (authorization matrix, bad input) fail when a route appears or goes.
 */
import type { FastifyInstance } from 'fastify';

export interface Route {
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

/** Every route of a ready app except the HEAD and OPTIONS ones Fastify adds on its own. */
export function listRoutes(app: FastifyInstance): Route[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false })).filter(
    (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
}
