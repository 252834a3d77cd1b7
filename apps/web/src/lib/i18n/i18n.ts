import { fallbackLocale, type Locale } from '@vitrine/contract';
import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type areaStrings from '../../locales/area/pt-BR.json';
import ptBR from '../../locales/pt-BR.json';

export const i18n: I18n = i18next.createInstance();

/** Any key of the reference locale, for code that stores keys to translate later. */
export type TranslationKey = ParseKeys<'translation'>;

// pt-BR is the fallback, so it is always needed and ships in the entry chunk; the others load
// on demand as their own small chunks.
const lazyLocales = import.meta.glob<{ default: typeof ptBR }>([
  '../../locales/es.json',
  '../../locales/en.json',
]);

// The producer's and exhibitor's areas (their screens, forms and stand tools) bring their own
// strings, per language, so a visitor's first download of /event does not carry them (docs/ARCHITECTURE.md, 'Benchmarks').
const areaLocales = import.meta.glob<{ default: typeof areaStrings }>('../../locales/area/*.json');
const areaLoaded = new Set<string>();
let areaWanted = false;

async function loadAreaLocale(locale: string): Promise<void> {
  if (areaLoaded.has(locale)) return;
  const load = areaLocales[`../../locales/area/${locale}.json`];
  if (!load) return;
  const { default: resources } = await load();
  i18n.addResourceBundle(locale, 'translation', resources, true, true);
  areaLoaded.add(locale);
}

/**
 * Loads the areas' strings in the current language and Portuguese (the fallback); from then on,
 * a language chosen loads them too. Awaited by the areas' pages before they render.
 */
export async function loadAreaStrings(): Promise<void> {
  areaWanted = true;
  await Promise.all([...new Set([i18n.language || fallbackLocale, fallbackLocale])].map(loadAreaLocale));
}

// The languages whose main bundle is in: a screen's own strings (the badge scanner adds its
// strings in all three languages when it loads) must not make a language look loaded.
const mainLoaded = new Set<string>([fallbackLocale]);

export async function loadLocale(locale: Locale): Promise<void> {
  // The main bundle first: an area's strings added before it would make it look loaded.
  if (!mainLoaded.has(locale)) {
    const load = lazyLocales[`../../locales/${locale}.json`];
    if (load) {
      const { default: resources } = await load();
      i18n.addResourceBundle(locale, 'translation', resources, true, true);
      mainLoaded.add(locale);
    }
  }
  if (areaWanted) await loadAreaLocale(locale);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export async function initI18n(language: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [fallbackLocale]: { translation: ptBR } },
    lng: fallbackLocale,
    fallbackLng: fallbackLocale,
    supportedLngs: ['pt-BR', 'es', 'en'],
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  if (language === fallbackLocale) return;
  try {
    await loadLocale(language);
    await i18n.changeLanguage(language);
  } catch {
    // Offline before that locale was ever cached: Portuguese is better than nothing.
  }
}
