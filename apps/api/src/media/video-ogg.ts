import type { VideoReader } from './video-reader.ts';

/**
 * The framing of an Ogg file (RFC 3533), walked to its last byte: pages one after another to the
 * end, each with its capture pattern, version 0 and a valid checksum; every logical stream begins
 * with a first page, numbers its pages in order and ends with a last page. music-metadata
 * (video-check.ts) reads the streams but stops after a dozen pages and forgives a cut; this walk is
 * what refuses a header followed by HTML or zeros, or a file cut short. Returns why (or null),
 * and the duration of a Theora stream, which music-metadata does not compute (a silent video).
 */
export async function walkOgg(reader: VideoReader): Promise<{ fault: string | null; theoraSeconds: number }> {
  const fault = (reason: string) => ({ fault: reason, theoraSeconds: 0 });
  const streams = new Map<number, { next: number; ended: boolean; theora?: Theora; granule: bigint }>();
  let position = 0;
  while (position < reader.size) {
    const head = await reader.read(position, 27);
    if (!head) return fault('cut short');
    if (head.toString('latin1', 0, 4) !== 'OggS' || head[4] !== 0 || head[5]! > 7) {
      return fault(`not an Ogg page at byte ${position}`);
    }
    const lacing = await reader.read(position + 27, head[26]!);
    if (!lacing) return fault('cut short');
    const pageLength = 27 + lacing.length + lacing.reduce((sum, value) => sum + value, 0);
    const page = await reader.read(position, pageLength);
    if (!page) return fault('cut short');
    if (oggCrc(page) !== page.readUInt32LE(22)) return fault(`bad checksum in the page at byte ${position}`);
    const serial = page.readUInt32LE(14);
    const sequence = page.readUInt32LE(18);
    const first = (page[5]! & 2) !== 0;
    let stream = streams.get(serial);
    if (first !== !stream) return fault(`stream ${serial} does not begin with its first page`);
    stream ??= {
      next: 0,
      ended: false,
      theora: theoraHeader(page.subarray(27 + lacing.length)),
      granule: 0n,
    };
    if (stream.ended || sequence !== stream.next) return fault(`page out of order in stream ${serial}`);
    stream.next += 1;
    stream.ended = (page[5]! & 4) !== 0;
    // -1: no packet ends on this page.
    if (page.readBigInt64LE(6) >= 0n) stream.granule = page.readBigInt64LE(6);
    streams.set(serial, stream);
    position += pageLength;
  }
  if (streams.size === 0) return fault('no Ogg pages');
  if (![...streams.values()].every((stream) => stream.ended)) return fault('cut short');
  let theoraSeconds = 0;
  for (const { theora, granule } of streams.values()) {
    if (!theora) continue;
    // A Theora granule position is the last key frame's number, shifted, plus the frames since.
    const frames = (granule >> theora.shift) + (granule & ((1n << theora.shift) - 1n));
    theoraSeconds = Math.max(
      theoraSeconds,
      (Number(frames) * theora.frameDenominator) / theora.frameNumerator,
    );
  }
  return { fault: null, theoraSeconds };
}

interface Theora {
  frameNumerator: number;
  frameDenominator: number;
  shift: bigint;
}

/** The frame rate and granule shift of a Theora identification header (Theora spec §6.2), if it is one. */
function theoraHeader(packet: Buffer): Theora | undefined {
  if (packet.length < 42 || packet.toString('latin1', 0, 7) !== '\x80theora') return undefined;
  const frameNumerator = packet.readUInt32BE(22);
  const frameDenominator = packet.readUInt32BE(26);
  if (frameNumerator === 0 || frameDenominator === 0) return undefined;
  return {
    frameNumerator,
    frameDenominator,
    shift: BigInt(((packet[40]! & 0x03) << 3) | (packet[41]! >> 5)),
  };
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
