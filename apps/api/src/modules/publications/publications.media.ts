import { readFile } from 'node:fs/promises';
import { limits } from '@vitrine/contract';
import { invalidField as invalid } from '../../lib/form-json.ts';
import type { MediaFile, MediaService } from '../../media/media.service.ts';
import type { ReceivedFile, ReceivedUpload } from '../../media/uploads.ts';

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
