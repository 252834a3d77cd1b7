import { limits } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { fitMedia, mediaKindOf, mediaProblem } from './media-rules.ts';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const video = limits.videoMaxBytes;

describe('mediaProblem', () => {
  it('accepts JPEG and PNG up to 5 MB (5,242,880 bytes)', () => {
    expect(mediaProblem(file('a.jpg', 'image/jpeg', 5_242_880), video)).toBeNull();
    expect(mediaProblem(file('a.png', 'image/png', 10), video)).toBeNull();
    expect(mediaProblem(file('a.png', 'image/png', 5_242_881), video)).toBe('imageSize');
  });

  it('refuses other image types and unknown files with the JPEG/PNG text', () => {
    expect(mediaProblem(file('a.gif', 'image/gif', 10), video)).toBe('imageType');
    expect(mediaProblem(file('a.webp', 'image/webp', 10), video)).toBe('imageType');
    expect(mediaProblem(file('a.pdf', 'application/pdf', 10), video)).toBe('imageType');
  });

  it('accepts mp4, webm and ogg videos up to the server limit', () => {
    expect(mediaProblem(file('v.mp4', 'video/mp4', 1000), 2000)).toBeNull();
    expect(mediaProblem(file('v.webm', 'video/webm', 2000), 2000)).toBeNull();
    expect(mediaProblem(file('v.ogg', 'video/ogg', 2001), 2000)).toBe('videoSize');
    expect(mediaProblem(file('v.mov', 'video/quicktime', 10), 2000)).toBe('videoType');
  });

  it('knows a video with no type by its extension', () => {
    expect(mediaKindOf(file('clip.WEBM', '', 1))).toBe('video');
    expect(mediaKindOf(file('clip.txt', '', 1))).toBeNull();
  });
});

describe('fitMedia', () => {
  it('accepts up to 3 media', () => {
    expect(fitMedia(0, [1, 2, 3], 'create')).toEqual({ accepted: [1, 2, 3], overLimit: false });
    expect(fitMedia(2, [1], 'create')).toEqual({ accepted: [1], overLimit: false });
  });

  it('refuses an over-limit selection whole when creating', () => {
    expect(fitMedia(0, [1, 2, 3, 4], 'create')).toEqual({ accepted: [], overLimit: true });
    expect(fitMedia(2, [1, 2], 'create')).toEqual({ accepted: [], overLimit: true });
  });

  it('keeps as many new files as fit when editing', () => {
    expect(fitMedia(1, [1, 2, 3], 'edit')).toEqual({ accepted: [1, 2], overLimit: true });
    expect(fitMedia(3, [1], 'edit')).toEqual({ accepted: [], overLimit: true });
  });
});
