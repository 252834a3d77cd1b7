import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './srcset.ts';

describe('mediaSrcSet', () => {
  it('swaps the width suffix for every served width', () => {
    expect(mediaSrcSet('/api/media/abc123-960.webp')).toBe(
      '/api/media/abc123-320.webp 320w, /api/media/abc123-640.webp 640w, /api/media/abc123-960.webp 960w, /api/media/abc123-1440.webp 1440w',
    );
  });

  it('only touches the last suffix', () => {
    expect(mediaSrcSet('/api/media/a-1-320.webp')?.split(', ')[3]).toBe('/api/media/a-1-1440.webp 1440w');
  });

  it('leaves other addresses alone', () => {
    expect(mediaSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
    expect(mediaSrcSet('')).toBeUndefined();
  });
});
