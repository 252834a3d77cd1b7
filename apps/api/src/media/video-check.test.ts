import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/template.ts';
import type { VideoType } from './media.service.ts';
import { checkVideo } from './video-check.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
const clips: [string, VideoType, number][] = [
  ['clip.mp4', 'video/mp4', 32],
  ['fragmented.mp4', 'video/mp4', 36],
  ['clip.webm', 'video/webm', 40],
  ['clip.ogg', 'video/ogg', 58],
  // Theora alone: its duration comes from the last page's granule position (video-ogg.ts).
  ['silent.ogg', 'video/ogg', 58],
];

let dir: string;
let count = 0;
beforeAll(async () => {
  dir = await makeTempDir('video-check');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function check(bytes: Buffer, type: VideoType) {
  const file = path.join(dir, `v${count++}`);
  await writeFile(file, bytes);
  return checkVideo(file, type);
}

describe('checkVideo', () => {
  it.each(clips)('takes a real %s with its tracks and duration', async (name, type) => {
    const { facts, fault } = await check(fixture(name), type);
    expect(fault).toBeNull();
    expect(facts!.duration).toBeGreaterThan(0.9);
    expect(facts!.tracks.video).toBe(1);
  });

  it.each(clips)('refuses %s after its header: HTML, zeros', async (name, type, head) => {
    const whole = fixture(name);
    const html = Buffer.from('<script>alert(1)</script>');
    for (const bytes of [
      Buffer.concat([whole.subarray(0, head), html]),
      Buffer.concat([whole.subarray(0, head), Buffer.alloc(100_000)]),
    ]) {
      expect((await check(bytes, type)).fault).toEqual(expect.any(String));
    }
  });

  it.each(clips)('refuses %s with HTML or zeros after its end, or cut short', async (name, type) => {
    const whole = fixture(name);
    for (const bytes of [
      Buffer.concat([whole, Buffer.from('<script>alert(1)</script>')]),
      Buffer.concat([whole, Buffer.alloc(100_000)]),
      whole.subarray(0, whole.length - 1),
      whole.subarray(0, whole.length >> 1),
    ]) {
      expect((await check(bytes, type)).fault).toEqual(expect.any(String));
    }
  });

  it('refuses a container of another type than its first bytes claim, and an Ogg page altered inside', async () => {
    expect((await check(fixture('clip.webm'), 'video/mp4')).fault).toEqual(expect.any(String));
    expect((await check(fixture('clip.mp4'), 'video/ogg')).fault).toEqual(expect.any(String));
    const altered = Buffer.from(fixture('clip.ogg'));
    altered.write('<script>', 4_000, 'latin1');
    expect((await check(altered, 'video/ogg')).fault).toMatch(/checksum/);
  });

  it('refuses what would only keep it busy: a million EBML elements, huge MP4 sample tables', async () => {
    // clip.webm with its segment made of unknown size, then a cluster of 1.1 million empty Voids.
    const webmClip = fixture('clip.webm');
    const segment = webmClip.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])) + 4;
    expect(webmClip[segment]).toBe(0x01); // an 8-byte size, as ffmpeg writes it
    const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    const voids = Buffer.alloc(2_200_000).fill(Buffer.from([0xec, 0x80]));
    const busy = Buffer.concat([
      webmClip.subarray(0, segment),
      unknownSize,
      webmClip.subarray(segment + 8),
      Buffer.from([0x1f, 0x43, 0xb6, 0x75]),
      unknownSize,
      voids,
    ]);
    expect((await check(busy, 'video/webm')).fault).toBe('too many elements');
    // A movie box of 5 MiB after the clip's ftyp: refused before mp4box builds its samples.
    const moov = Buffer.alloc(5 * 1_048_576);
    moov.writeUInt32BE(moov.length, 0);
    moov.write('moov', 4, 'latin1');
    const tables = Buffer.concat([fixture('clip.mp4').subarray(0, 32), moov]);
    expect((await check(tables, 'video/mp4')).fault).toBe('sample tables too large');
  });
});
