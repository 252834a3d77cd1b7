import multipart from '@fastify/multipart';
import type { FieldIssue } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/html-sanitize.ts';
import { discardUpload, type ReceivedUpload, receiveUpload, sweepUploads } from '../../lib/uploads.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import type { MediaFile } from '../media/media.service.ts';

/**
 * What the producer forms with pictures share (properties, speakers): a multipart body whose JSON
 * `request` travels in the URL or as a form field, images checked by content, and temporary files
 * gone once the request is answered. Saving the pictures all or nothing is media/media-fields.ts.
 */

/** Rich-text JSON fits a form field, not a URL: 1 MB, as the JSON body limit. */
const maxFieldBytes = 1_048_576;

/**
 * Route hook: only an ADMIN of the tenant gets further, decided before the body is read or
 * judged (a stranger's upload is never received, and learns nothing from a 400).
 */
export const adminOnly = async (request: FastifyRequest) => {
  requirePrincipal(request, 'ADMIN');
};

export const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', [{ field, message }]);

/**
 * Registers multipart parsing in this (encapsulated) plugin and returns a receiver of images
 * (JPEG/PNG only) whose temporary files are discarded when the response is sent.
 */
export async function producerUploads(app: FastifyInstance, tempDir: string) {
  await app.register(multipart);
  await sweepUploads(tempDir);
  const uploads = new WeakMap<FastifyRequest, ReceivedUpload>();
  app.addHook('onResponse', async (request) => {
    await discardUpload(uploads.get(request) ?? null);
  });
  return async (request: FastifyRequest, maxFiles: number): Promise<ReceivedUpload> => {
    const upload = await receiveUpload(request, { tempDir, videoMaxBytes: 0, maxFiles, maxFieldBytes });
    uploads.set(request, upload);
    return upload;
  };
}

/**
 * The JSON request from the URL (`?request=`) or else the form field of that name, parsed with
 * `schema`; every failing field is listed in one VALIDATION_ERROR.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  query: string | undefined,
  upload: ReceivedUpload,
  name = 'request',
): z.output<S> {
  const text = query ?? upload.fields[name];
  if (text === undefined) throw invalid(name, 'required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(name, 'malformed JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues: FieldIssue[] = parsed.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join('.') : name,
      message: issue.message,
    }));
    throw new AppError(400, 'VALIDATION_ERROR', issues);
  }
  return parsed.data;
}

/** Sanitized rich text; a required field that sanitizes to nothing is refused. */
export function richText(html: string, field: string, { required = false } = {}): string {
  const clean = sanitizeRichText(html).trim();
  if (required && clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/i.test(clean)) {
    throw invalid(field, 'Required');
  }
  return clean;
}

/** The current images an edit keeps, in the order listed; a URL that is not one of them is a 400. */
export function keptImages(current: MediaFile[], urls: string[], field = 'images'): MediaFile[] {
  // Any width variant of an image names it: `/api/media/<key>-<width>.webp`.
  const keyOf = (url: string) =>
    ((url.split(/[?#]/)[0] ?? '').split('/').at(-1) ?? '').replace(/-\d+\.webp$/, '');
  const byKey = new Map(current.map((file) => [file.key, file]));
  const kept: MediaFile[] = [];
  for (const url of urls) {
    const file = byKey.get(keyOf(url));
    if (!file) throw invalid(field, `not an image of this item: ${url.slice(0, 100)}`);
    if (!kept.includes(file)) kept.push(file);
  }
  return kept;
}
