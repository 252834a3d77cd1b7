/** The original client's avatar text: the first two letters of the name, upper-cased. */
export function initials(name: string | null | undefined): string {
  const letters = Array.from(name ?? '').filter((char) => /\p{L}/u.test(char));
  return letters.slice(0, 2).join('').toLocaleUpperCase('pt-BR') || '?';
}
