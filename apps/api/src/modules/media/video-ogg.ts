import type { VideoReader } from './video-reader.ts';

/**
 * The framing of an Ogg file (RFC 3533), walked to its last byte: pages one after another to the
 * end, each with its capture pattern, version 0 and a valid checksum; every logical stream begins
 * with a first page, numbers its pages in order and ends with a last page. music-metadata
 * (video-check.ts) reads the streams but stops after a dozen pages and forgives a cut; this walk is
 * what refuses a header followed by HTML or zeros, or a file cut short. Returns why, or null.
 */
export async function oggFramingFault(reader: VideoReader): Promise<string | null> {
  const streams = new Map<number, { next: number; ended: boolean }>();
  let position = 0;
  while (position < reader.size) {
    const head = await reader.read(position, 27);
    if (!head) return 'cut short';
    if (head.toString('latin1', 0, 4) !== 'OggS' || head[4] !== 0 || head[5]! > 7) {
      return `not an Ogg page at byte ${position}`;
    }
    const lacing = await reader.read(position + 27, head[26]!);
    if (!lacing) return 'cut short';
    const pageLength = 27 + lacing.length + lacing.reduce((sum, value) => sum + value, 0);
    const page = await reader.read(position, pageLength);
    if (!page) return 'cut short';
    if (oggCrc(page) !== page.readUInt32LE(22)) return `bad checksum in the page at byte ${position}`;
    const serial = page.readUInt32LE(14);
    const sequence = page.readUInt32LE(18);
    const first = (page[5]! & 2) !== 0;
    let stream = streams.get(serial);
    if (first !== !stream) return `stream ${serial} does not begin with its first page`;
    stream ??= { next: 0, ended: false };
    if (stream.ended || sequence !== stream.next) return `page out of order in stream ${serial}`;
    stream.next += 1;
    stream.ended = (page[5]! & 4) !== 0;
    streams.set(serial, stream);
    position += pageLength;
  }
  if (streams.size === 0) return 'no Ogg pages';
  return [...streams.values()].every((stream) => stream.ended) ? null : 'cut short';
}

/** Ogg's CRC-32: polynomial 0x04c11db7, not reflected, zero start, over the page with its CRC zeroed. */
const table = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (let index = 0; index < page.length; index++) {
    const byte = index >= 22 && index < 26 ? 0 : page[index]!;
    crc = ((crc << 8) ^ table[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}
