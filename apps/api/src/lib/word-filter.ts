/**
 * The tenant's word filter: a term matches a text case- and accent-insensitively, on
 * whole words ('Lixo' for 'lixo', 'ÓTIMO' for 'otimo', never 'lixo' inside 'lixão'); a term of
 * several words matches them in a row.
 */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** Lower case without accents, as a list of words. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(wordPattern) ?? []
  );
}

/** The first of `terms` the text holds, or null. */
export function matchedTerm(text: string, terms: readonly string[]): string | null {
  if (terms.length === 0 || !text) return null;
  const words = wordsOf(text);
  for (const term of terms) {
    const wanted = wordsOf(term);
    if (wanted.length === 0) continue;
    for (let start = 0; start + wanted.length <= words.length; start++) {
      if (wanted.every((word, offset) => words[start + offset] === word)) return term;
    }
  }
  return null;
}

/** A list as stored: trimmed, without blanks, duplicates (by their words) or overlong terms. */
export function cleanTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of terms) {
    const term = raw.trim().replace(/\s+/g, ' ');
    const key = wordsOf(term).join(' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(term);
  }
  return kept;
}
