import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limits } from '@vitrine/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { sniffImageType, sniffVideoType, type VideoType } from './media.service.ts';
import { checkVideo } from './video-check.ts';

/** One uploaded medium, checked by content and size, waiting in a temporary file. */
export type ReceivedFile = { fieldname: string; path: string; size: number } & (
  | { kind: 'IMAGE'; contentType: 'image/jpeg' | 'image/png' }
  | { kind: 'VIDEO'; contentType: VideoType }
);

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** Text fields of the form (a long `description` may travel here instead of the URL). */
  fields: Record<string, string>;
}

export interface UploadOptions {
  tempDir: string;
  /** Largest video accepted; 0 accepts images only (JPEG/PNG), as every producer form does. */
  videoMaxBytes: number;
  maxFiles?: number;
  /** Form fields that may carry files (any when absent); a file under another is a 400 naming it. */
  fileFields?: readonly string[];
  /** Largest text field, e.g. a JSON `request` with rich-text descriptions. */
  maxFieldBytes?: number;
}

/** JSON parts sent as files that a form may carry besides its media (`request`, `exhibitorRequest`). */
const jsonPartsAllowed = 2;

/** `application/json`, with or without parameters, as `FormData.append(name, new Blob([json], { type }))` sends it. */
const isJsonPart = (mimetype: string) => mimetype.split(';')[0]!.trim().toLowerCase() === 'application/json';

/** The text of a JSON file part, refused past `maxBytes` like a field busboy would cut. */
async function readJsonPart(stream: NodeJS.ReadableStream, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.resume();
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', ['field']);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Bytes needed to tell every accepted type apart. */
const headBytes = 12;
const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', [{ field: 'files', message }]);
const tooLarge = (what: 'image' | 'video') => new AppError(413, 'PAYLOAD_TOO_LARGE', [what]);

/**
 * Streams every file part of a multipart request to a temporary file, checking its type by its
 * first bytes and its size as it arrives (a video is never held in memory); a video is then parsed
 * whole, and refused unless its container is complete with a track and a duration. More than
 * `maxFiles` files, an unknown type or an oversize file fails the whole upload, and every
 * temporary file is gone when this throws. Without a multipart body, there is nothing to receive.
 * The caller removes the files of a successful upload with `discardUpload`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<ReceivedUpload> {
  const upload: ReceivedUpload = { files: [], fields: {} };
  if (!request.isMultipart()) return upload;
  const maxFiles = options.maxFiles ?? limits.maxMediaPerPost;
  await mkdir(options.tempDir, { recursive: true });
  const pending: WriteStream[] = [];
  try {
    const parts = request.parts({
      limits: {
        // Our own per-type checks stop a file first; this is the backstop busboy enforces.
        fileSize: Math.max(options.videoMaxBytes, limits.imageMaxBytes) + 1,
        // One more than allowed, so the extra file is seen and refused as a 400 of ours.
        // …plus the JSON parts a browser sends as files (a Blob), read as fields below.
        files: maxFiles + 1 + jsonPartsAllowed,
        fields: 10,
        fieldSize: options.maxFieldBytes ?? 64 * 1024,
        parts: maxFiles + 11,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // busboy cuts a long value or name short and carries on: a cut field is refused, never read.
        if (part.valueTruncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', ['field']);
        if (part.fieldnameTruncated) throw invalid('field name too long');
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (isJsonPart(part.mimetype) && !options.fileFields?.includes(part.fieldname)) {
        // A form's JSON `request` appended as a Blob: a file part to busboy, a field to us.
        upload.fields[part.fieldname] = await readJsonPart(part.file, options.maxFieldBytes ?? 64 * 1024);
        continue;
      }
      if (options.fileFields && !options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError(400, 'VALIDATION_ERROR', [
          { field: part.fieldname.slice(0, 100), message: 'unexpected file field' },
        ]);
      }
      if (upload.files.length >= maxFiles) {
        part.file.resume();
        throw invalid(`at most ${maxFiles} media`);
      }
      const target = path.join(options.tempDir, `upload-${randomBytes(12).toString('hex')}`);
      const writer = createWriteStream(target);
      pending.push(writer);
      const check = new MediaCheck(options.videoMaxBytes);
      await pipeline(part.file, check.stream(), writer);
      if (part.file.truncated) throw tooLarge(check.type?.kind === 'IMAGE' ? 'image' : 'video');
      if (check.type?.kind === 'VIDEO') {
        // Its first bytes only claimed a type: the whole container must parse (video-check.ts).
        const verdict = await checkVideo(target, check.type.contentType as VideoType);
        if (verdict.fault) {
          throw new AppError(400, 'VIDEO_INVALID', [
            { field: part.fieldname.slice(0, 100), message: verdict.fault },
          ]);
        }
      }
      upload.files.push({
        ...check.type!,
        fieldname: part.fieldname,
        path: target,
        size: check.size,
      } as ReceivedFile);
    }
    return upload;
  } catch (error) {
    await Promise.allSettled(pending.map(removeWritten));
    throw asUploadError(error);
  }
}

/**
 * Removes a temporary file once its stream has closed: a file refused by its first bytes fails the
 * pipeline while the stream may still be opening, and would be created after an earlier `rm`.
 */
async function removeWritten(writer: WriteStream): Promise<void> {
  // Not `events.once`: it rejects on the 'error' the failed pipeline destroyed the stream with.
  if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
  await rm(writer.path, { force: true });
}

/**
 * Uploads wait under `DATA_DIR/tmp/uploads/<node>`: nodes sharing DATA_DIR each own a folder, so a
 * node starting again can empty its own (`clearNodeUploads`) without touching a request another
 * node is receiving. `nodeId` is NODE_ID, else host name and port (config.ts).
 */
export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');
export const nodeUploadsDir = (dataDir: string, nodeId: string) =>
  path.join(uploadsRoot(dataDir), nodeId.replace(/[^A-Za-z0-9._-]/g, '_'));

/** Empties this node's folder at start: whatever is there was left by a previous run killed mid-upload. */
export async function clearNodeUploads(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/**
 * Removes what crashes left in every node's folder (and loose files of the older flat layout), when
 * untouched for `maxAgeMs`: a file being received is written to as its body arrives, so only an
 * upload whose client stopped sending that long ago can go. `ownDir` is never removed itself.
 */
export async function sweepUploads(root: string, maxAgeMs: number, ownDir?: string): Promise<void> {
  const cutoff = Date.now() - maxAgeMs;
  const stale = async (file: string) => {
    const info = await stat(file).catch(() => null);
    return info !== null && info.mtimeMs < cutoff;
  };
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const entryPath = path.join(root, entry.name);
    if (entry.isFile()) {
      if (entry.name.startsWith('upload-') && (await stale(entryPath))) await rm(entryPath, { force: true });
      continue;
    }
    if (!entry.isDirectory()) continue;
    // The folder of a node gone for good (a new host name, a new port) goes once empty and idle:
    // idle as it was before this pass, since removing its stale files below touches its mtime.
    const idle = entryPath !== ownDir && (await stale(entryPath));
    for (const name of await readdir(entryPath).catch(() => [] as string[])) {
      const file = path.join(entryPath, name);
      if (name.startsWith('upload-') && (await stale(file))) await rm(file, { force: true });
    }
    if (idle) await rmdir(entryPath).catch(() => {});
  }
}

export async function discardUpload(upload: ReceivedUpload | null): Promise<void> {
  if (!upload) return;
  await Promise.allSettled(upload.files.map((file) => rm(file.path, { force: true })));
}

/** Our errors and the plugin's limit errors (mapped by the error handler) pass; a broken body is a 400. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return invalid('malformed multipart body');
}

/** Sniffs the head of a stream, then counts bytes against that type's limit. */
class MediaCheck {
  size = 0;
  type: { kind: 'IMAGE' | 'VIDEO'; contentType: string; max: number } | null = null;
  private head = Buffer.alloc(0);

  constructor(private readonly videoMaxBytes: number) {}

  stream(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        this.size += chunk.length;
        if (!this.type) {
          this.head = Buffer.concat([this.head, chunk.subarray(0, headBytes)]).subarray(0, headBytes);
          if (this.head.length >= headBytes) {
            const failure = this.decide();
            if (failure) return callback(failure);
          }
        }
        if (this.type && this.size > this.type.max) {
          return callback(tooLarge(this.type.kind === 'IMAGE' ? 'image' : 'video'));
        }
        callback(null, chunk);
      },
      flush: (callback) => {
        callback(this.type ? null : (this.decide() ?? null));
      },
    });
  }

  private decide(): AppError | null {
    const image = sniffImageType(this.head);
    const video = image ? null : sniffVideoType(this.head);
    if (image) this.type = { kind: 'IMAGE', contentType: image, max: limits.imageMaxBytes };
    else if (video && this.videoMaxBytes > 0) {
      this.type = { kind: 'VIDEO', contentType: video, max: this.videoMaxBytes };
    } else return invalid(this.videoMaxBytes > 0 ? 'JPEG, PNG, MP4, WebM or Ogg only' : 'JPEG or PNG only');
    return null;
  }
}
