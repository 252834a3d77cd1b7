import { fallbackLocale, type Locale, locales } from '@vitrine/contract';
import { i18n, loadLocale } from './i18n.ts';

/** Remembered across visits under the key the original client used. */
export const languageStorageKey = 'language';

/** Each language is named in itself, so anyone can find theirs whatever is shown now. */
export const languageOptions: readonly { locale: Locale; label: string }[] = [
  { locale: 'pt-BR', label: 'Português' },
  { locale: 'es', label: 'Español' },
  { locale: 'en', label: 'English' },
];

/** Accepts the original client's codes (ptBR) as well as ours (pt-BR). */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const normalized = value === 'ptBR' || value === 'pt' ? 'pt-BR' : value;
  return (locales as readonly string[]).includes(normalized) ? (normalized as Locale) : null;
}

export function readStoredLanguage(): Locale {
  try {
    return toLocale(window.localStorage.getItem(languageStorageKey)) ?? fallbackLocale;
  } catch {
    return fallbackLocale;
  }
}

export async function changeLanguage(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language) ?? fallbackLocale;
}
