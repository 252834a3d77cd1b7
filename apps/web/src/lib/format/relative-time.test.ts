import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-25T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it('words minutes, hours and days in each language', () => {
    expect(formatRelativeTime(ago(5 * 60_000), 'pt-BR', now)).toMatch(/^há 5 min/);
    expect(formatRelativeTime(ago(2 * 3_600_000), 'es', now)).toBe('hace 2 h');
    expect(formatRelativeTime(ago(3 * 86_400_000), 'en', now)).toBe('3 days ago');
  });

  it('says now for the last minute and yesterday for one day', () => {
    expect(formatRelativeTime(ago(10_000), 'pt-BR', now)).toBe('agora');
    expect(formatRelativeTime(ago(86_400_000), 'pt-BR', now)).toBe('ontem');
  });
});
