/**
 * Picture fields of the producer forms (event, exhibitor, speaker, property), saved all or nothing.
 *
 * A create or edit with pictures goes:
 *
 *   const upload = await receiveUpload(request, { tempDir, videoMaxBytes: 0, maxFiles: 23 });
 *   const picked = pickFieldFiles(upload.files, {
 *     pictures: ['coverPhoto', 'profilePicture'] as const,   // one file each, optional
 *     gallery: { field: 'files', max: 20 },                  // optional
 *   });                                                      // unknown field / 2nd file / too many → 400
 *   // ...validate every other field first: nothing is stored yet...
 *   const stored = await savePictures(app.media, tenantId, picked); // before the transaction; all or none
 *   const result = await commitWithMedia(app.media, stored.all, async () => {
 *     return db.transaction(async (tx) => {
 *       // write rows using stored.pictures.coverPhoto?.id, stored.gallery…
 *       const dropped = await loadMedia(tx, [current.coverPhotoId]); // what the new picture replaces
 *       await deleteMediaRows(tx, dropped);                          // rows go in the transaction
 *       return { value: id, dropped };
 *     });
 *   });
 *   // the new media were removed again (rows and files) if the transaction threw;
 *   // the dropped media's files left storage after the commit.
 *
 * Delete is `commitWithMedia(media, [], tx → { value, dropped: everything it referenced })`.
 */
import { readFile } from 'node:fs/promises';
import type { FieldIssue } from '@vitrine/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import { invalidField as invalid, validationError } from '../lib/form-json.ts';
import type { MediaFile, MediaService } from './media.service.ts';
import type { ReceivedFile } from './uploads.ts';

export interface FieldSpec<S extends string> {
  /** Single-picture fields: at most one file each. */
  pictures: readonly S[];
  /** A multi-file field (e.g. the event gallery `files`) and its maximum. */
  gallery?: { field: string; max: number };
}

export interface PickedFiles<S extends string> {
  pictures: Partial<Record<S, ReceivedFile>>;
  gallery: ReceivedFile[];
}

/**
 * Sorts the received files by form field. A file under an unknown field, a second file for a
 * single-picture field, a gallery over its maximum or a non-image is a 400 naming the field.
 */
export function pickFieldFiles<S extends string>(files: ReceivedFile[], spec: FieldSpec<S>): PickedFiles<S> {
  const picked: PickedFiles<S> = { pictures: {}, gallery: [] };
  for (const file of files) {
    if (file.kind !== 'IMAGE') throw invalid(file.fieldname, 'JPEG or PNG only');
    if (spec.gallery && file.fieldname === spec.gallery.field) {
      picked.gallery.push(file);
      if (picked.gallery.length > spec.gallery.max) {
        throw invalid(spec.gallery.field, `at most ${spec.gallery.max} images`);
      }
      continue;
    }
    const name = spec.pictures.find((candidate) => candidate === file.fieldname);
    if (!name) throw invalid(file.fieldname, 'unexpected file field');
    if (picked.pictures[name]) throw invalid(name, 'one file only');
    picked.pictures[name] = file;
  }
  return picked;
}

export interface StoredPictures<S extends string> {
  pictures: Partial<Record<S, MediaFile>>;
  gallery: MediaFile[];
  /** Every medium saved for this request, to remove again if the write fails. */
  all: MediaFile[];
}

/**
 * Re-encodes and stores the picked images (outside any transaction: encoding is slow), one at a
 * time. If any image fails (unreadable, too large), the ones already saved are removed and the
 * error is thrown: no row and no file is left.
 */
export async function savePictures<S extends string>(
  media: MediaService,
  tenantId: number,
  picked: PickedFiles<S>,
): Promise<StoredPictures<S>> {
  const stored: StoredPictures<S> = { pictures: {}, gallery: [], all: [] };
  const save = async (file: ReceivedFile) => {
    const saved = await media.saveImage(tenantId, await readFile(file.path));
    stored.all.push(saved);
    return saved;
  };
  try {
    for (const [name, file] of Object.entries(picked.pictures) as [S, ReceivedFile][]) {
      stored.pictures[name] = await save(file);
    }
    for (const file of picked.gallery) stored.gallery.push(await save(file));
    return stored;
  } catch (error) {
    await media.remove(stored.all);
    throw error;
  }
}

/**
 * Runs the write (a transaction) that links `added` media. If it throws, `added` is removed
 * (rows and files) and the error rethrown; once it has committed, the files of the `dropped`
 * media it returns leave storage (their rows were deleted inside the transaction).
 */
export async function commitWithMedia<T>(
  media: MediaService,
  added: MediaFile[],
  write: () => Promise<{ value: T; dropped: MediaFile[] }>,
): Promise<T> {
  let result: { value: T; dropped: MediaFile[] };
  try {
    result = await write();
  } catch (error) {
    await media.remove(added);
    throw error;
  }
  await media.removeFiles(result.dropped);
  return result.value;
}

/** The media rows with these ids (nulls skipped), in one query. */
export async function loadMedia(db: Db, ids: Iterable<number | null | undefined>): Promise<MediaFile[]> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return [];
  return db.select().from(mediaFiles).where(inArray(mediaFiles.id, wanted));
}

/** Deletes media rows (inside the caller's transaction); references are set null or cascade. */
export async function deleteMediaRows(db: Db, files: MediaFile[]): Promise<void> {
  if (files.length === 0) return;
  await db.delete(mediaFiles).where(
    inArray(
      mediaFiles.id,
      files.map((file) => file.id),
    ),
  );
}

/**
 * The current picture ids that the stored pictures replace: for each field sent, the id it had
 * (`current` maps field → media id or null).
 */
export function replacedIds<S extends string>(
  current: Record<S, number | null>,
  stored: StoredPictures<S>,
): number[] {
  return (Object.keys(stored.pictures) as S[])
    .map((name) => current[name])
    .filter((id): id is number => id !== null);
}

/**
 * The current media an edit keeps, in the order listed (a repeat counts once). Any URL of a medium
 * names it (any width variant, host or query: `/api/media/<key>-<width>.webp`); a URL naming none
 * of `current` is refused with the issue `refuse` describes.
 */
export function keptMedia(
  current: MediaFile[],
  urls: string[],
  refuse: (url: string, index: number) => FieldIssue,
): MediaFile[] {
  const keyOf = (url: string) =>
    ((url.split(/[?#]/)[0] ?? '').split('/').at(-1) ?? '').replace(/-\d+\.webp$/, '');
  const byKey = new Map(current.map((file) => [file.key, file]));
  const kept: MediaFile[] = [];
  urls.forEach((url, index) => {
    const file = byKey.get(keyOf(url));
    if (!file) throw validationError([refuse(url, index)]);
    if (!kept.includes(file)) kept.push(file);
  });
  return kept;
}
