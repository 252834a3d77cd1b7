import { randomBytes } from 'node:crypto';
import { limits } from '@vitrine/contract';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../plugins/storage.ts';

/** Widths an image is stored at; the served image is the largest not above the original. */
export const imageWidths = [320, 640, 960, 1440] as const;
/** Decompression-bomb guard: images above this many pixels are refused before decoding. */
const maxInputPixels = 40_000_000;

export type MediaFile = typeof mediaFiles.$inferSelect;

export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

export function mediaUrl(file: Pick<MediaFile, 'key' | 'variants' | 'kind' | 'contentType'>): string {
  if (file.kind === 'VIDEO') return `/api/media/${file.key}`;
  const widest = file.variants.at(-1);
  return `/api/media/${file.key}-${widest}.webp`;
}

export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /**
   * Checks an image by content (JPEG/PNG, ≤ 5 MB), re-encodes it (EXIF and any trailing payload
   * dropped) into webp width variants and records it.
   */
  async saveImage(tenantId: number, bytes: Buffer, database: Db = this.db): Promise<MediaFile> {
    if (bytes.length > limits.imageMaxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE', ['image']);
    if (!sniffImageType(bytes))
      throw new AppError(400, 'VALIDATION_ERROR', [{ field: 'file', message: 'JPEG or PNG only' }]);
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    } catch {
      throw new AppError(400, 'VALIDATION_ERROR', [{ field: 'file', message: 'unreadable image' }]);
    }
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    const key = randomBytes(18).toString('base64url');
    const widths: number[] = imageWidths.filter((candidate) => candidate < width);
    widths.push(Math.min(width, imageWidths.at(-1)!));
    const variants = [...new Set(widths)].sort((a, b) => a - b);
    let stored = 0;
    for (const variantWidth of variants) {
      const output = await sharp(bytes, { limitInputPixels: maxInputPixels })
        .rotate()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await this.storage.put(`${key}-${variantWidth}.webp`, output, 'image/webp');
      stored += output.length;
    }
    const [file] = await database
      .insert(mediaFiles)
      .values({
        tenantId,
        key,
        kind: 'IMAGE',
        contentType: 'image/webp',
        size: stored,
        width,
        height,
        variants,
      })
      .returning();
    return file!;
  }
}
