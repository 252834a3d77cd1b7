import { describe, expect, it } from 'vitest';
import { escapeLike, foldText } from './search.ts';

describe('search', () => {
  it('folds case and accents like the SQL side', () => {
    expect(foldText('São CONSTRUÇÃO Ñandú')).toBe('sao construcao nandu');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
