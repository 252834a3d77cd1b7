import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed.ts';

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=7Xq2c3nZ0uE',
    'https://youtu.be/7Xq2c3nZ0uE',
    'https://www.youtube.com/embed/7Xq2c3nZ0uE',
    'https://youtube.com/shorts/7Xq2c3nZ0uE',
  ])('plays %s in the no-cookie YouTube player', (address) => {
    expect(videoEmbed(address)).toEqual({
      kind: 'iframe',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/7Xq2c3nZ0uE',
    });
  });

  it('plays Vimeo without tracking', () => {
    expect(videoEmbed('https://vimeo.com/123456789')).toEqual({
      kind: 'iframe',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/123456789?dnt=1',
    });
  });

  it.each(['/api/media/clip.mp4', 'https://cdn.example.com/a.WEBM', 'https://x.test/v.ogg'])(
    'plays the file %s in a video element',
    (address) => {
      expect(videoEmbed(address)).toEqual({ kind: 'file', src: address });
    },
  );

  it('ignores anything else', () => {
    expect(videoEmbed('https://example.com/page')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('javascript:alert(1)//clip.mp4')).toBeNull();
    expect(videoEmbed('data:video/mp4;base64,AAAA.mp4')).toBeNull();
    expect(videoEmbed('')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch')).toBeNull();
  });
});
