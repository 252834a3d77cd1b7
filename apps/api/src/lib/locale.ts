import { fallbackLocale, type Locale, localeSchema } from '@vitrine/contract';

/** A stored locale (an account's), or pt-BR when it is none of ours. */
export const localeOf = (value: string | null | undefined): Locale =>
  localeSchema.safeParse(value).data ?? fallbackLocale;

/** The best of our three languages for an Accept-Language header; pt-BR when nothing matches. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return fallbackLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en';
  }
  return fallbackLocale;
}
