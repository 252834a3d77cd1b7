import { describe, expect, it } from 'vitest';
import { cleanTerms, matchedTerm } from './word-filter.ts';

describe('the word filter', () => {
  it('matches whole words, whatever their case and accents', () => {
    expect(matchedTerm('Que lixo de estande', ['Lixo'])).toBe('Lixo');
    expect(matchedTerm('Achei ÓTIMO!', ['otimo'])).toBe('otimo');
    expect(matchedTerm('achei otimo', ['Ótimo'])).toBe('Ótimo');
    expect(matchedTerm('LIXO.', ['lixo'])).toBe('lixo');
  });

  it('never matches inside another word', () => {
    expect(matchedTerm('O lixão fica longe', ['lixo'])).toBeNull();
    expect(matchedTerm('otimologia', ['otimo'])).toBeNull();
    expect(matchedTerm('pseudolixo', ['lixo'])).toBeNull();
  });

  it('matches a term of several words only in a row', () => {
    expect(matchedTerm('Isto é golpe  do  pix, cuidado', ['golpe do pix'])).toBe('golpe do pix');
    expect(matchedTerm('golpe de mestre do pix', ['golpe do pix'])).toBeNull();
  });

  it('keeps a clean list: trimmed, no blanks, no duplicates by their words', () => {
    expect(cleanTerms([' Lixo ', 'lixo', 'LÍXO', '', '  ', 'golpe   do pix'])).toEqual([
      'Lixo',
      'golpe do pix',
    ]);
  });
});
