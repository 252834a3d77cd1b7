import { open } from 'node:fs/promises';
import type { VideoType } from './media.service.ts';
import { ebmlFramingFault } from './video-ebml.ts';
import { walkOgg } from './video-ogg.ts';
import { VideoReader } from './video-reader.ts';

export interface VideoFacts {
  /** Seconds. */
  duration: number;
  tracks: { video: number; audio: number };
}

/**
 * Parses a whole video file of the type its first bytes claim: MP4 with mp4box.js; WebM and Ogg
 * with music-metadata for their tracks and duration and a walk of their framing to the last byte
 * (video-ebml.ts, video-ogg.ts). Resolves with what it found, or with why the file is refused: a
 * container that does not parse to its end, or one without a video or audio track or a duration.
 */
export async function checkVideo(
  path: string,
  type: VideoType,
): Promise<{ facts: VideoFacts; fault: null } | { facts: null; fault: string }> {
  const handle = await open(path, 'r');
  try {
    const reader = new VideoReader(handle, (await handle.stat()).size);
    if (type === 'video/mp4') {
      // Loaded on the first video: mp4box and music-metadata cost ~20 MB of RSS that a node
      // serving reads never needs (the 300 MB memory budget).
      const { parseMp4 } = await import('./video-mp4.ts');
      const { fault, movie } = await parseMp4(reader);
      if (fault || !movie) return { facts: null, fault: fault ?? 'no movie box' };
      const duration = movie.fragment_duration?.den
        ? movie.fragment_duration.num / movie.fragment_duration.den
        : movie.duration / movie.timescale;
      return {
        facts: { duration, tracks: { video: movie.videoTracks.length, audio: movie.audioTracks.length } },
        fault: null,
      };
    }
    if (type === 'video/webm') {
      const framing = await ebmlFramingFault(reader);
      if (framing) return { facts: null, fault: framing };
      return described(path, type, 0);
    }
    const ogg = await walkOgg(reader);
    if (ogg.fault) return { facts: null, fault: ogg.fault };
    return described(path, type, ogg.theoraSeconds);
  } finally {
    await handle.close();
  }
}

/**
 * Tracks and duration of a WebM or Ogg file whose framing is whole, as music-metadata reads them
 * (or, for a silent Theora video, `videoSeconds` from its last page).
 */
async function described(path: string, type: VideoType, videoSeconds: number) {
  const { parseFile } = await import('music-metadata');
  const metadata = await parseFile(path, { duration: true, skipCovers: true }).catch(() => null);
  const format = metadata?.format;
  const expected = type === 'video/webm' ? /^EBML\/(webm|matroska)$/ : /^Ogg$/;
  if (!format?.container || !expected.test(format.container)) {
    return { facts: null, fault: `not a ${type} container` } as const;
  }
  if (!format.hasVideo && !format.hasAudio) return { facts: null, fault: 'no video or audio track' } as const;
  const duration = Math.max(format.duration ?? 0, videoSeconds);
  if (!(duration > 0) || !Number.isFinite(duration)) return { facts: null, fault: 'no duration' } as const;
  const tracks = format.trackInfo ?? [];
  return {
    facts: {
      duration,
      tracks: {
        video: Math.max(format.hasVideo ? 1 : 0, tracks.filter((track) => track.video).length),
        audio: Math.max(format.hasAudio ? 1 : 0, tracks.filter((track) => track.audio).length),
      },
    },
    fault: null,
  } as const;
}
