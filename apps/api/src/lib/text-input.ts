/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it (a 500). Input is
 * refused with the first field that carries one, as `body.name` or `querystring.q`.
 */
export function fieldWithNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Deeper than any request of ours; the schema refuses such a value anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? `${path}.${key}` : fieldWithNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
