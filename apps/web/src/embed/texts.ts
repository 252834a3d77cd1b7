/** The widgets' few strings, in the app's three languages: no i18n framework in this bundle. */
export const embedLanguages = ['pt-BR', 'es', 'en'] as const;
export type EmbedLanguage = (typeof embedLanguages)[number];

export interface EmbedTexts {
  agenda: string;
  exhibitors: string;
  loading: string;
  error: string;
  retry: string;
  emptyAgenda: string;
  emptyExhibitors: string;
  cancelled: string;
  days: string;
  fullEvent: string;
  newTab: string;
  poweredBy: string;
}

export const embedTexts: Record<EmbedLanguage, EmbedTexts> = {
  'pt-BR': {
    agenda: 'Programação',
    exhibitors: 'Expositores',
    loading: 'Carregando...',
    error: 'Não foi possível carregar. Verifique sua conexão.',
    retry: 'Tentar novamente',
    emptyAgenda: 'A programação será publicada em breve.',
    emptyExhibitors: 'Os expositores serão anunciados em breve.',
    cancelled: 'Cancelada',
    days: 'Dias do evento',
    fullEvent: 'Ver o evento completo',
    newTab: '(abre em uma nova aba)',
    poweredBy: 'Vitrine',
  },
  es: {
    agenda: 'Programación',
    exhibitors: 'Expositores',
    loading: 'Cargando...',
    error: 'No se pudo cargar. Verifique su conexión.',
    retry: 'Intentar de nuevo',
    emptyAgenda: 'La programación se publicará pronto.',
    emptyExhibitors: 'Los expositores se anunciarán pronto.',
    cancelled: 'Cancelada',
    days: 'Días del evento',
    fullEvent: 'Ver el evento completo',
    newTab: '(se abre en una pestaña nueva)',
    poweredBy: 'Vitrine',
  },
  en: {
    agenda: 'Schedule',
    exhibitors: 'Exhibitors',
    loading: 'Loading...',
    error: 'Could not load. Check your connection.',
    retry: 'Try again',
    emptyAgenda: 'The schedule will be published soon.',
    emptyExhibitors: 'Exhibitors will be announced soon.',
    cancelled: 'Cancelled',
    days: 'Event days',
    fullEvent: 'See the full event',
    newTab: '(opens in a new tab)',
    poweredBy: 'Vitrine',
  },
};

/** `?lang=` when it names one of ours, else the browser's first language we have, else pt-BR. */
export function pickLanguage(requested: string | null, browser: readonly string[]): EmbedLanguage {
  for (const wanted of [requested, ...browser]) {
    if (!wanted) continue;
    const lower = wanted.toLowerCase();
    if (lower === 'pt-br' || lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('es')) return 'es';
    if (lower.startsWith('en')) return 'en';
    // An explicit `?lang=` we do not have falls through to the browser's.
  }
  return 'pt-BR';
}
