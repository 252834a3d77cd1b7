import { limits } from '@vitrine/contract';

export type MediaKind = 'image' | 'video';

/** Why a file is refused, as a translation key of `publications.errors`. */
export type MediaProblem = 'imageType' | 'imageSize' | 'videoType' | 'videoSize';

const imageTypes: readonly string[] = limits.imageMimeTypes;
const videoTypes: readonly string[] = limits.videoMimeTypes;

export function mediaKindOf(file: Pick<File, 'type' | 'name'>): MediaKind | null {
  if (imageTypes.includes(file.type)) return 'image';
  if (videoTypes.includes(file.type)) return 'video';
  // Some systems leave the type of a video empty; the extension decides then.
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.type && (limits.videoExtensions as readonly string[]).includes(extension)) return 'video';
  return null;
}

/** JPEG or PNG up to 5 MB; mp4, webm or ogg up to the server's video limit. */
export function mediaProblem(
  file: Pick<File, 'type' | 'name' | 'size'>,
  videoMaxBytes: number,
): MediaProblem | null {
  const kind = mediaKindOf(file);
  if (kind === 'image') return file.size > limits.imageMaxBytes ? 'imageSize' : null;
  if (kind === 'video') return file.size > videoMaxBytes ? 'videoSize' : null;
  return file.type.startsWith('video/') ? 'videoType' : 'imageType';
}

/**
 * How many of `picked` fit beside `kept` media within the limit of 3. A new post refuses an
 * over-limit selection whole; an edit keeps as many as fit. Either way the
 * "Limite de Mídias Excedido" dialog is due when `overLimit`.
 */
export function fitMedia<T>(
  keptCount: number,
  picked: readonly T[],
  mode: 'create' | 'edit',
  max: number = limits.maxMediaPerPost,
): { accepted: T[]; overLimit: boolean } {
  const room = Math.max(0, max - keptCount);
  if (picked.length <= room) return { accepted: [...picked], overLimit: false };
  return { accepted: mode === 'edit' ? picked.slice(0, room) : [], overLimit: true };
}

/** Bytes as whole megabytes, for the size messages. */
export const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);
