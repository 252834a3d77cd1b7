import { randomBytes } from 'node:crypto';
import { limits, mediaWidths } from '@vitrine/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Metadata, default as Sharp } from 'sharp';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { ByteRange, Storage } from './storage.ts';

/** Decompression-bomb guard: images above this many pixels are refused before decoding. */
const maxInputPixels = 40_000_000;

let loadedSharp: Promise<typeof Sharp> | undefined;
/**
 * sharp (libvips) on first use: loading it costs ~29 MB of RSS, which a node that only serves
 * reads never needs (the 300 MB budget on PGlite; docs/ARCHITECTURE.md, 'Benchmarks').
 */
function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps up to 50 MB of recent operations and their pixels; every image here is
    // decoded once (an upload, a seed image), so the cache only held memory: ~20 MB of RSS.
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

export type MediaFile = typeof mediaFiles.$inferSelect;

export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

export type VideoType = (typeof limits.videoMimeTypes)[number];
export const videoExtensions: Record<VideoType, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
};

/** A video container by its magic bytes: ISO BMFF ('ftyp' at 4), Matroska/WebM (EBML), Ogg. */
export function sniffVideoType(bytes: Buffer): VideoType | null {
  if (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'OggS') return 'video/ogg';
  return null;
}

/** Every storage object of a media file: each width variant of an image, the one file of a video. */
export function storageKeysOf(file: Pick<MediaFile, 'key' | 'variants' | 'kind'>): string[] {
  return file.kind === 'VIDEO' ? [file.key] : file.variants.map((width) => `${file.key}-${width}.webp`);
}

export function mediaUrl(file: Pick<MediaFile, 'key' | 'variants' | 'kind' | 'contentType'>): string {
  if (file.kind === 'VIDEO') return `/api/media/${file.key}`;
  const widest = file.variants.at(-1);
  return `/api/media/${file.key}-${widest}.webp`;
}

const invalidImage = (message: string) => new AppError(400, 'VALIDATION_ERROR', [{ field: 'file', message }]);

/**
 * The stored width to serve for a request of `requested` px: the widest variant not above it,
 * else the narrowest (so a `srcset` built from `mediaWidths` always resolves).
 */
export function variantFor(variants: readonly number[], requested: number): number | undefined {
  const sorted = [...variants].sort((a, b) => a - b);
  return sorted.filter((width) => width <= requested).at(-1) ?? sorted[0];
}

export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /**
   * Checks an image by content (JPEG/PNG, ≤ 5 MB, ≤ 40 MP), re-encodes it (EXIF and any trailing
   * payload dropped) into webp width variants and records it. Every variant is encoded in memory
   * before the first write, and a failed write removes what was written: a refused or failed image
   * leaves neither a row nor a file.
   */
  async saveImage(tenantId: number, bytes: Buffer, database: Db = this.db): Promise<MediaFile> {
    if (bytes.length > limits.imageMaxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE', ['image']);
    if (!sniffImageType(bytes)) throw invalidImage('JPEG or PNG only');
    const sharp = await loadSharp();
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    } catch {
      throw invalidImage('unreadable image');
    }
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    // The header alone tells the size: refuse a pixel bomb before anything decodes it.
    if (!width || !height || width * height > maxInputPixels) throw invalidImage('image too large');
    const widths: number[] = mediaWidths.filter((candidate) => candidate < width);
    widths.push(Math.min(width, mediaWidths.at(-1)!));
    const variants = [...new Set(widths)].sort((a, b) => a - b);
    // One variant at a time: each decodes the whole image, and a 40 MP image is large.
    const outputs: Buffer[] = [];
    try {
      for (const variantWidth of variants) {
        outputs.push(
          await sharp(bytes, { limitInputPixels: maxInputPixels })
            .rotate()
            .resize({ width: variantWidth, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer(),
        );
      }
    } catch {
      // Truncated or corrupt data that the header check let through.
      throw invalidImage('unreadable image');
    }
    const key = randomBytes(18).toString('base64url');
    const written: string[] = [];
    try {
      for (const [index, variantWidth] of variants.entries()) {
        const name = `${key}-${variantWidth}.webp`;
        written.push(name);
        await this.storage.put(name, outputs[index]!, 'image/webp');
      }
      const [file] = await database
        .insert(mediaFiles)
        .values({
          tenantId,
          key,
          kind: 'IMAGE',
          contentType: 'image/webp',
          size: outputs.reduce((total, output) => total + output.length, 0),
          width,
          height,
          variants,
        })
        .returning();
      return file!;
    } catch (error) {
      await Promise.allSettled(written.map((name) => this.storage.delete(name)));
      throw error;
    }
  }

  /**
   * Records a video already checked by content and size, streaming it from `source` (a local
   * temporary file) to storage. The key ends in the extension, as clients tell videos by URL.
   */
  async saveVideo(
    tenantId: number,
    source: string,
    size: number,
    contentType: VideoType,
    database: Db = this.db,
  ): Promise<MediaFile> {
    const key = `${randomBytes(18).toString('base64url')}.${videoExtensions[contentType]}`;
    await this.storage.putFile(key, source, size, contentType);
    try {
      const [file] = await database
        .insert(mediaFiles)
        .values({ tenantId, key, kind: 'VIDEO', contentType, size })
        .returning();
      return file!;
    } catch (error) {
      await this.storage.delete(key).catch(() => {});
      throw error;
    }
  }

  /** Deletes the rows (unless the caller already did, in its transaction) and then every stored file. */
  async remove(files: MediaFile[], { rows = true } = {}): Promise<void> {
    if (files.length === 0) return;
    if (rows) {
      await this.db.delete(mediaFiles).where(
        inArray(
          mediaFiles.id,
          files.map((file) => file.id),
        ),
      );
    }
    await this.removeFiles(files);
  }

  /** Storage only, best effort: a file left behind is unreachable garbage, never an error to the caller. */
  async removeFiles(files: MediaFile[]): Promise<void> {
    await Promise.allSettled(files.flatMap(storageKeysOf).map((key) => this.storage.delete(key)));
  }

  /**
   * The stored object for a public file name. `<key>-<w>.webp` for a width that was not stored
   * falls back to `variantFor` that image's stored widths.
   */
  async open(file: string, range?: ByteRange) {
    const exact = await this.storage.get(file, range);
    if (exact) return exact;
    const match = /^(.+)-(\d+)\.webp$/.exec(file);
    if (!match) return null;
    const [row] = await this.db
      .select({ variants: mediaFiles.variants })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.key, match[1]!), eq(mediaFiles.kind, 'IMAGE')))
      .limit(1);
    const width = row && variantFor(row.variants, Number(match[2]));
    return width === undefined ? null : this.storage.get(`${match[1]}-${width}.webp`);
  }
}
