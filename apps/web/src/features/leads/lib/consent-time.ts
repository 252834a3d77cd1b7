const formats = new Map<string, Intl.DateTimeFormat>();

/** "25 de nov. de 2026, 14:05": when a stand got the contact, as the interface language writes it. */
export function formatConsentTime(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
