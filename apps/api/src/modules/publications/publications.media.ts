import { readFile } from 'node:fs/promises';
import { limits } from '@vitrine/contract';
import { AppError } from '../../lib/app-error.ts';
import type { ReceivedFile, ReceivedUpload } from '../../lib/uploads.ts';
import { type MediaFile, type MediaService, mediaUrl } from '../media/media.service.ts';
import { mediaFileName } from './publications.presenter.ts';

export const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', [{ field, message }]);

/** A description from the URL, else from a form field; trimmed and at most 5,000 characters. */
export function descriptionOf(query: string | undefined, upload: ReceivedUpload): string | undefined {
  const text = (query ?? upload.fields.description)?.trim();
  if (text !== undefined && text.length > limits.postMaxChars) {
    throw invalid('description', `at most ${limits.postMaxChars} characters`);
  }
  return text;
}

/** Stores the received media (outside any transaction: encoding is slow); all or none. */
export async function storeMedia(
  media: MediaService,
  tenantId: number,
  files: ReceivedFile[],
): Promise<MediaFile[]> {
  const saved: MediaFile[] = [];
  try {
    for (const file of files) {
      saved.push(
        file.kind === 'IMAGE'
          ? await media.saveImage(tenantId, await readFile(file.path))
          : await media.saveVideo(tenantId, file.path, file.size, file.contentType),
      );
    }
    return saved;
  } catch (error) {
    await media.remove(saved);
    throw error;
  }
}

/** The current media an edit keeps, in the order listed; a URL that is not one of them is a 400. */
export function keptMedia(current: MediaFile[], urls: string[]): MediaFile[] {
  const byName = new Map(current.map((file) => [mediaFileName(mediaUrl(file)), file]));
  const kept: MediaFile[] = [];
  for (const url of urls) {
    const file = byName.get(mediaFileName(url));
    if (!file) throw invalid('oldFiles', `not a medium of this publication: ${url.slice(0, 100)}`);
    if (!kept.includes(file)) kept.push(file);
  }
  return kept;
}
