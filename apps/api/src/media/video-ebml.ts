import type { VideoReader } from './video-reader.ts';

/**
 * The framing of a WebM/Matroska file (RFC 8794, 9559), walked to its last byte: an EBML header,
 * then one Segment that ends where the file ends; every level-1 element, cluster and block group
 * made of whole elements that fit in their parent. music-metadata (video-check.ts) reads tracks and
 * duration but skips what it does not need and stops quietly at a cut; this walk is what refuses a
 * header followed by HTML or zeros, or a file cut short. Returns why it is refused, or null.
 */
export async function ebmlFramingFault(reader: VideoReader): Promise<string | null> {
  const walk = new EbmlWalk(reader);
  try {
    const head = await walk.header(0);
    if (head.id !== ids.ebml || head.size === unknown) return 'no EBML header';
    await walk.children(head.dataStart, head.dataStart + head.size, ids.ebml);
    const segment = await walk.header(head.dataStart + head.size);
    if (segment.id !== ids.segment) return 'no Matroska segment after the EBML header';
    const end = segment.size === unknown ? reader.size : segment.dataStart + segment.size;
    if (end !== reader.size) return end > reader.size ? 'cut short' : 'data after the segment';
    await walk.children(segment.dataStart, end, ids.segment);
    return walk.blocks > 0 ? null : 'no media blocks';
  } catch (error) {
    if (error instanceof FramingFault) return error.message;
    throw error;
  }
}

const unknown = -1;
const ids = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  blockGroup: 0xa0,
  simpleBlock: 0xa3,
  void: 0xec,
  crc32: 0xbf,
};
/** What a Segment holds: seek head, info, tracks, clusters, cues, tags, chapters, attachments. */
const segmentChildren = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  ids.cluster,
  0x1c53bb6b,
  0x1254c367,
  0x1043a770,
  0x1941a469,
]);
/** What a Cluster holds: timestamp, silent tracks, position, previous size, blocks. */
const clusterChildren = new Set([0xe7, 0x5854, 0xa7, 0xab, ids.simpleBlock, ids.blockGroup, 0xaf]);
/** Master elements whose children are walked too, and the children they may hold (null: any). */
const masters = new Map<number, Set<number> | null>([
  [ids.ebml, null],
  [ids.segment, segmentChildren],
  [ids.cluster, clusterChildren],
  [ids.blockGroup, null],
  ...[...segmentChildren].filter((id) => id !== ids.cluster).map((id) => [id, null] as const),
]);

class FramingFault extends Error {}

/**
 * Elements walked at most: real files hold far fewer (a block of 80 a second, audio and video, is
 * 300,000 in an hour), and millions of 2-byte elements would only keep the walk busy.
 */
const maxElements = 1_000_000;

class EbmlWalk {
  blocks = 0;
  private elements = 0;

  constructor(private readonly reader: VideoReader) {}

  /** The element starting at `position`: its ID (marker kept), data size (or `unknown`), data start. */
  async header(position: number) {
    if (++this.elements > maxElements) throw new FramingFault('too many elements');
    const bytes = await this.reader.read(position, Math.min(12, this.reader.size - position));
    if (!bytes || bytes.length < 2) throw new FramingFault('cut short');
    const idLength = vintLength(bytes[0]!);
    if (idLength === 0 || idLength > 4) throw new FramingFault(`not an element at byte ${position}`);
    const sizeLength = vintLength(bytes[idLength] ?? 0);
    if (sizeLength === 0 || idLength + sizeLength > bytes.length) {
      throw new FramingFault(`not an element at byte ${position}`);
    }
    const id = bytes.readUIntBE(0, idLength);
    let size = bytes[idLength]! & (0xff >> sizeLength);
    let allOnes = size === 0xff >> sizeLength;
    for (let index = 1; index < sizeLength; index++) {
      const byte = bytes[idLength + index]!;
      size = size * 256 + byte;
      allOnes &&= byte === 0xff;
    }
    return { id, size: allOnes ? unknown : size, dataStart: position + idLength + sizeLength };
  }

  /**
   * Walks the children of `parent` from `start` to `end`, where they must end exactly. For a
   * cluster of unknown size (a live recording), `end` is the file's end and its children stop at
   * the next level-1 element: returns where they stopped.
   */
  async children(start: number, end: number, parent: number, open = false): Promise<number> {
    const allowed = masters.get(parent);
    let position = start;
    while (position < end) {
      const child = await this.header(position);
      if (open && segmentChildren.has(child.id)) return position;
      if (allowed && !allowed.has(child.id) && child.id !== ids.void && child.id !== ids.crc32) {
        throw new FramingFault(`unexpected element 0x${child.id.toString(16)} at byte ${position}`);
      }
      if (child.id === ids.simpleBlock || child.id === ids.blockGroup) this.blocks += 1;
      if (child.size === unknown) {
        if (child.id !== ids.cluster) throw new FramingFault(`element of unknown size at byte ${position}`);
        position = await this.children(child.dataStart, end, ids.cluster, true);
        continue;
      }
      const childEnd = child.dataStart + child.size;
      if (childEnd > end) throw new FramingFault(`element overruns its parent at byte ${position}`);
      if (masters.has(child.id)) await this.children(child.dataStart, childEnd, child.id);
      position = childEnd;
    }
    return position;
  }
}

/** Bytes of a variable-size integer by its first byte's leading zeros (0: not a valid one). */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x100 >> length)) return length;
  return 0;
}
