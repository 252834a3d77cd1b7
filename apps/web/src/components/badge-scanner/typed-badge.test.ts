import { describe, expect, it } from 'vitest';
import { createRecentCodes, formatTypedBadge } from './typed-badge.ts';

describe('formatTypedBadge', () => {
  it('upper-cases, keeps the badge alphabet and puts the dash after four characters', () => {
    expect(formatTypedBadge('abcd')).toBe('ABCD');
    expect(formatTypedBadge('abcde')).toBe('ABCD-E');
    expect(formatTypedBadge('ab cd-ef gh')).toBe('ABCD-EFGH');
  });

  it('drops look-alikes and anything past eight characters', () => {
    expect(formatTypedBadge('A0O1IL2345678XYZ')).toBe('A234-5678');
  });
});

describe('createRecentCodes', () => {
  it('ignores the same code for the window, then takes it again', () => {
    let time = 0;
    const recent = createRecentCodes(3000, () => time);
    expect(recent.isRepeat('X')).toBe(false);
    time = 2999;
    expect(recent.isRepeat('X')).toBe(true);
    expect(recent.isRepeat('Y')).toBe(false);
    time = 3000;
    expect(recent.isRepeat('X')).toBe(false);
  });
});
