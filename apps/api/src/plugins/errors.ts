import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiError, type ErrorCode, errorMessages, type FieldIssue } from '@vitrine/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, args: unknown[] = []) {
  const body: ApiError = { code, message: errorMessages[code], args };
  return reply.status(status).send(body);
}

const fastifyCodes: Partial<Record<string, [number, ErrorCode]>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_ERROR'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

const statusCodes: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Fastify's router refusals (Fastify's `frameworkErrors`): a path parameter past maxParamLength
 * (414), a URL that does not decode (400). Its own answer echoes the whole URL in its own shape;
 * ours is `{ code, message, args }` with nothing of the request. No hook has run, so the request
 * id and security headers that onRequest hooks set elsewhere are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  for (const [name, value] of request.server.securityHeaders ?? []) reply.header(name, value);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, 'URI_TOO_LONG');
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, 'BAD_REQUEST');
  request.log.error({ err: error }, 'router error');
  return sendError(reply, 500, 'INTERNAL_ERROR');
}

const connectionErrors: Partial<Record<string, [number, ErrorCode]>> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
};

/**
 * Node's HTTP parser refusals, before Fastify sees a request (Fastify's `clientErrorHandler`):
 * headers or URL past the header limit (431), a timeout (408), anything it cannot parse (400).
 * Written on the socket as Fastify's default does, but in our shape and with our headers.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = connectionErrors[error.code ?? ''] ?? [400, 'BAD_REQUEST'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ code, message: errorMessages[code], args: [] } satisfies ApiError);
    const headers = [
      ['content-type', 'application/json; charset=utf-8'],
      ['content-length', String(Buffer.byteLength(body))],
      ['connection', 'close'],
      ...(this.securityHeaders ?? []),
    ];
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A browser path the single-page app routes itself: not the API, not a missing file. */
function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url === '/api' || url.startsWith('/api/')) return false;
  return !(url.split('/').at(-1) ?? '').includes('.');
}

/** `/api/event/:id` → a regex matching concrete paths of that route. */
function patternToRegex(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The one error handler: every 4xx/5xx body is `{ code, message, args }`. Validation errors list
 * the failing fields; a 5xx never shows internals (the log has them, keyed by request id).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode === 429 && typeof error.args[0] === 'number') {
          reply.header('retry-after', String(error.args[0]));
        }
        return reply
          .status(error.statusCode)
          .send({ code: error.code, message: error.message, args: error.args });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues: FieldIssue[] = error.validation.map((issue) => ({
          field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'invalid',
        }));
        return sendError(reply, 400, 'VALIDATION_ERROR', issues);
      }
      const mapped = error.code ? fastifyCodes[error.code] : undefined;
      if (mapped) return sendError(reply, mapped[0], mapped[1]);
      if (error instanceof SyntaxError && error.statusCode === 400)
        return sendError(reply, 400, 'INVALID_JSON');
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return sendError(reply, 503, 'SERVICE_UNAVAILABLE');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, statusCodes[status] ?? 'VALIDATION_ERROR');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'INTERNAL_ERROR');
    });

    // Route patterns by method, to tell a wrong method (405) from an unknown path (404).
    const patterns: { method: string; regex: RegExp }[] = [];
    app.addHook('onRoute', (route) => {
      const regex = patternToRegex(route.url);
      for (const method of [route.method].flat()) patterns.push({ method, regex });
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (isClientRoute(request.method, url) && app.hasDecorator('spaIndex') && app.spaIndex) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.spaIndex);
      }
      const methods = [
        ...new Set(
          patterns.filter((p) => p.method !== request.method && p.regex.test(url)).map((p) => p.method),
        ),
      ].filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
      if (methods.length > 0) {
        reply.header('allow', methods.join(', '));
        return sendError(reply, 405, 'METHOD_NOT_ALLOWED', [request.method]);
      }
      // The method only: an error echoes nothing the caller wrote in the address.
      return sendError(reply, 404, 'ROUTE_NOT_FOUND', [request.method]);
    });
  },
  { name: 'errors' },
);
