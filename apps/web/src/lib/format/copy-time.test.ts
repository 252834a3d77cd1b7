import { describe, expect, it } from 'vitest';
import { formatCopyTime } from './copy-time.ts';

const now = new Date(2025, 2, 19, 15, 30);

describe('formatCopyTime', () => {
  it('gives the time of day, 24-hour, for a copy of today', () => {
    expect(formatCopyTime(new Date(2025, 2, 19, 9, 5), 'pt-BR', now)).toBe('09:05');
    expect(formatCopyTime(new Date(2025, 2, 19, 14, 7).getTime(), 'es', now)).toBe('14:07');
    expect(formatCopyTime(new Date(2025, 2, 19, 14, 7), 'en', now)).toBe('14:07');
  });

  it('puts the day first for a copy of another day, in the language’s order', () => {
    expect(formatCopyTime(new Date(2025, 2, 18, 18, 45), 'pt-BR', now)).toBe('18/03 18:45');
    expect(formatCopyTime(new Date(2025, 2, 18, 18, 45), 'en', now)).toBe('03/18 18:45');
  });
});
