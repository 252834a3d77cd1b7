import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's well-formed X-Request-Id (a proxy's), otherwise makes one. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
}
