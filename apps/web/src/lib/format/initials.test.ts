import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first two letters of the name', () => {
    expect(initials('Ana Souza')).toBe('AN');
    expect(initials('élio')).toBe('ÉL');
  });

  it('skips what is not a letter', () => {
    expect(initials('  1. Jo')).toBe('JO');
  });

  it('has a placeholder for no name', () => {
    expect(initials('')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});
