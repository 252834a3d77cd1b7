import { describe, expect, it } from 'vitest';
import { isAndroid } from './is-android.ts';

describe('isAndroid', () => {
  it('recognises Android browsers', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(
      true,
    );
  });

  it('ignores iOS and desktop', () => {
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      false,
    );
    expect(isAndroid('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126')).toBe(false);
  });
});
