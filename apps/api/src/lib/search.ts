import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

const accented = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const plain = 'aaaaaeeeeiiiiooooouuuucn';

/** Lower-cased and stripped of Portuguese/Spanish accents, the same way the SQL side folds. */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text.toLowerCase()) {
    const at = accented.indexOf(char);
    folded += at === -1 ? char : plain[at];
  }
  return folded;
}

/** `%`, `_` and `\` in the user's text match themselves, not any character. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A case- and accent-insensitive "contains" over any of `columns`, or undefined for an empty
 * query. Works on PGlite and PostgreSQL alike: no `unaccent` extension is needed.
 */
export function textSearch(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(foldText(term))}%`;
  return or(
    ...columns.map(
      (column) => sql`translate(lower(${column}), ${accented}, ${plain}) like ${pattern} escape '\\'`,
    ),
  );
}

/** Portuguese ordering for titles, names and categories, identical on every database engine. */
export const byText = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }).compare;
