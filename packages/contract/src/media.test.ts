import { describe, expect, it } from 'vitest';
import { coverSizes, coverSources, mediaSrcSet, mobileCoverSizes } from './media.ts';

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

describe('coverSources', () => {
  it('is empty without a cover', () => {
    expect(coverSources({ coverPhoto: null, coverPhotoMobile: '/api/media/m-640.webp' })).toEqual([]);
  });

  it('takes the cover at every width when there is no phone cover', () => {
    expect(coverSources({ coverPhoto: '/api/media/c-960.webp', coverPhotoMobile: null })).toEqual([
      {
        src: '/api/media/c-960.webp',
        srcSet: mediaSrcSet('/api/media/c-960.webp'),
        sizes: coverSizes,
        media: undefined,
      },
    ]);
  });

  it('splits at the phone breakpoint, and keeps addresses it cannot size', () => {
    expect(
      coverSources({ coverPhoto: 'https://cdn.example/c.jpg', coverPhotoMobile: '/api/media/m-640.webp' }),
    ).toEqual([
      {
        src: '/api/media/m-640.webp',
        srcSet: mediaSrcSet('/api/media/m-640.webp'),
        sizes: mobileCoverSizes,
        media: '(max-width: 480px)',
      },
      { src: 'https://cdn.example/c.jpg', srcSet: undefined, sizes: coverSizes, media: '(min-width: 481px)' },
    ]);
  });
});
