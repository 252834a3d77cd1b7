/**
 * Text PostgreSQL cannot store: U+0000, and UTF-16 surrogates without their pair (JSON's
 * `"\udfde"` decodes to one; it has no UTF-8 form). Either in a query parameter fails the query
 * (a 500), so input is refused first, naming the field.
 */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** Where, as `body.name` or `querystring.q`. */
  field: string;
  message: 'NUL character' | 'unpaired UTF-16 surrogate';
}

function problem(text: string): UnstorableText['message'] | null {
  if (text.includes('\u0000')) return 'NUL character';
  return unpairedSurrogate.test(text) ? 'unpaired UTF-16 surrogate' : null;
}

/** The first string (or key) in `value` that cannot be stored, with why; null when all can. */
export function unstorableText(value: unknown, path: string, depth = 0): UnstorableText | null {
  if (typeof value === 'string') {
    const message = problem(value);
    return message ? { field: path, message } : null;
  }
  // Deeper than any request of ours; the schema refuses such a value anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problem(key);
    const found = keyProblem
      ? { field: `${path}.${key}`, message: keyProblem }
      : unstorableText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
