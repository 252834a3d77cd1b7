const formats = new Map<string, Intl.DateTimeFormat>();

/** "25 de nov. de 2026": a day as the interface language writes it. */
export function formatDay(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
