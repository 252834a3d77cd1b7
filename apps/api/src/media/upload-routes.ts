import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { discardUpload, type ReceivedUpload, receiveUpload, type UploadOptions } from './uploads.ts';

/** Receives the request's files (and text fields) once the service's cheap checks have passed. */
export type Receive = () => Promise<ReceivedUpload>;

/**
 * Multipart for the routes of one encapsulated plugin (elsewhere a multipart body stays a 415):
 * the temporary files of a request are gone once it is answered (a crash's are cleared when the
 * node starts again, in app.ts, and swept by orphan-sweep.ts). Returns `withUpload(request, overrides?)`, the receiver a service calls when it is
 * ready for the body.
 */
export async function uploadRoutes(app: FastifyInstance, defaults: UploadOptions) {
  await app.register(multipart);
  const uploads = new WeakMap<FastifyRequest, ReceivedUpload>();
  app.addHook('onResponse', async (request) => {
    await discardUpload(uploads.get(request) ?? null);
  });
  // Refused before its body was read (401, 403, 404, a bad first file…): the client may still be
  // sending megabytes that nobody reads, and a kept-alive connection would wait for them (and hold
  // up a graceful close). Close it after the answer, as Fastify does when a body parser fails.
  // Judged by the header: `isMultipart()` is only set once the body parser has run, after
  // onRequest, so a refusal there (`adminOnly`) would otherwise leave the connection open.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && isMultipartRequest(request) && !uploads.has(request)) {
      reply.header('connection', 'close');
    }
  });
  return (request: FastifyRequest, overrides: Partial<UploadOptions> = {}): Receive =>
    async () => {
      const upload = await receiveUpload(request, { ...defaults, ...overrides });
      uploads.set(request, upload);
      return upload;
    };
}

/** A multipart body by its header, whether or not the body parser has run yet. */
function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/** The answers of a producer write besides success: invalid, refused, not found. */
export const rowErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
/** …and of a multipart one: a file too large, a body of the wrong type. */
export const writeErrors = { ...rowErrors, 413: apiErrorSchema, 415: apiErrorSchema } as const;

/** The JSON request in the URL, as the original client sends it; the web app sends a form field instead. */
export const requestQuerySchema = z.object({
  request: z.string().max(16_000).optional().describe('the JSON request (else the `request` form field)'),
});

/**
 * The multipart form, for the OpenAPI document only: @fastify/multipart leaves `request.body`
 * null, so this never judges a real upload (the service checks every part).
 */
export function formSchema(files: Record<string, { max: number; description: string }>) {
  const binary = z.string().meta({ format: 'binary' });
  return z
    .object({
      request: z.string().describe('the JSON request (else the `request` query parameter)'),
      ...Object.fromEntries(
        Object.entries(files).map(([name, { max, description }]) => [
          name,
          (max === 1 ? binary : z.array(binary).max(max)).describe(description),
        ]),
      ),
    })
    .partial()
    .nullish();
}
