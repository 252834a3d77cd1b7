import { createFile, type Movie, type MP4BoxBuffer } from 'mp4box';
import type { VideoReader } from './video-reader.ts';

/** Top-level boxes of a playable ISO BMFF file (ISO/IEC 14496-12 §4.2): anything else is refused. */
const topLevel = new Set([
  'ftyp',
  'styp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'meta',
  'moof',
  'mfra',
  'sidx',
  'ssix',
  'prft',
  'emsg',
  'pdin',
  'uuid',
  'udta',
]);

/**
 * An MP4 parsed by mp4box.js to its last byte: `ftyp` first, top-level boxes of known types that
 * follow each other exactly to the file's end, a movie (`moov`) with at least one video or audio
 * track and a duration, and every sample inside a media data box. Returns the movie and why the
 * file is refused (null when it is not).
 */
export async function parseMp4(reader: VideoReader): Promise<{ fault: string | null; movie: Movie | null }> {
  const tables = await sampleTableFault(reader);
  if (tables) return { fault: tables, movie: null };
  // Without keeping media data: mp4box reads the sample tables and lets each chunk go.
  const file = createFile(false);
  let movie: Movie | null = null;
  let error: string | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = (_module, message) => {
    error ??= message;
  };
  const chunk = 1024 * 1024;
  try {
    for (let position = 0; position < reader.size && !error; position += chunk) {
      const bytes = await reader.read(position, Math.min(chunk, reader.size - position));
      if (!bytes) return { fault: 'cut short', movie: null };
      // mp4box takes an ArrayBuffer of its own, marked with where it starts in the file.
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as MP4BoxBuffer;
      buffer.fileStart = position;
      file.appendBuffer(buffer, position + bytes.length >= reader.size);
    }
    file.flush();
  } catch (thrown) {
    // A box mp4box cannot read (its parsers throw on some malformed fields).
    error ??= thrown instanceof Error ? thrown.message : String(thrown);
  }
  if (error) return { fault: `not an MP4: ${String(error).slice(0, 200)}`, movie: null };
  return { fault: boxFault(file.boxes, reader.size) ?? sampleFault(file, movie), movie };
}

/**
 * mp4box.js builds an object per sample from the sample tables, about 230 bytes each (700,000
 * samples in a 2.8 MB movie box took 160 MB and 0.6 s), so tables declaring millions would cost
 * gigabytes. Real ones hold 4 to 12 bytes a sample: about 2 MB for an hour of 30 fps video with
 * its audio, far past what VIDEO_MAX_BYTES holds. Movie and fragment boxes over 2 MiB in all are
 * refused before mp4box reads them: one upload makes it hold about 120 MB at most, for half a second.
 */
const maxSampleTableBytes = 2 * 1_048_576;

async function sampleTableFault(reader: VideoReader): Promise<string | null> {
  let tables = 0;
  for (let position = 0; position + 8 <= reader.size; ) {
    const head = (await reader.read(position, Math.min(16, reader.size - position)))!;
    let size = head.readUInt32BE(0);
    if (size === 1 && head.length >= 16) size = Number(head.readBigUInt64BE(8));
    else if (size === 0) size = reader.size - position;
    // Not a box: mp4box and boxFault say what is wrong.
    if (size < 8) return null;
    const type = head.toString('latin1', 4, 8);
    if (type === 'moov' || type === 'moof') tables += size;
    if (tables > maxSampleTableBytes) return 'sample tables too large';
    position += size;
  }
  return null;
}

function boxFault(boxes: { type: string; start?: number; size?: number }[], size: number): string | null {
  if (boxes[0]?.type !== 'ftyp') return 'no ftyp box first';
  let position = 0;
  for (const box of boxes) {
    if (!topLevel.has(box.type)) return `unexpected box '${box.type.slice(0, 4)}' at byte ${box.start}`;
    if (box.start !== position || !box.size) return `box '${box.type}' out of place at byte ${box.start}`;
    position += box.size;
  }
  if (position > size) return 'cut short';
  return position === size ? null : `an incomplete or unknown box at byte ${position}`;
}

function sampleFault(file: ReturnType<typeof createFile>, movie: Movie | null): string | null {
  if (!movie) return 'no movie box';
  const tracks = [...movie.videoTracks, ...movie.audioTracks];
  if (tracks.length === 0) return 'no video or audio track';
  const fragmented = movie.fragment_duration && movie.fragment_duration.den > 0;
  const duration = fragmented ? movie.fragment_duration!.num : movie.duration;
  if (!(duration > 0) || !(movie.timescale > 0)) return 'no duration';
  const media = file.boxes
    .filter((box) => box.type === 'mdat')
    .map((box) => ({ start: box.start! + box.hdr_size!, end: box.start! + box.size! }));
  let samples = 0;
  for (const track of tracks) {
    for (const sample of file.getTrackSamplesInfo(track.id)) {
      const end = sample.offset + sample.size;
      if (!media.some((box) => sample.offset >= box.start && end <= box.end)) {
        return `a sample of track ${track.id} lies outside the media data`;
      }
      samples += 1;
    }
  }
  return samples > 0 ? null : 'no samples';
}
