import { type EmbedLanguage, pickLanguage } from './texts.ts';

export type EmbedWidget = 'agenda' | 'expositores';

export interface EmbedOptions {
  widget: EmbedWidget;
  eventId: number;
  lang: EmbedLanguage;
  theme: 'light' | 'dark';
  /** A validated `#rrggbb`/`#rgb` colour, or null for the default. */
  accent: string | null;
  /** The tenant the server wrote into the page (`<meta name="vitrine-tenant">`). */
  tenant: string;
}

/** Only a hex colour passes (`0e7490`, `#0e7490`, `#0e7`): the value ends up in a style. */
export function accentColor(value: string | null): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/** The page's options from its address (`/embed/{widget}/{eventId}?lang&theme&accent`). */
export function readOptions(
  location: { pathname: string; search: string },
  browserLanguages: readonly string[],
  tenant: string,
): EmbedOptions | null {
  const path = /^\/embed\/(agenda|expositores)\/([1-9]\d{0,8})\/?$/.exec(location.pathname);
  if (!path) return null;
  const query = new URLSearchParams(location.search);
  return {
    widget: path[1] as EmbedWidget,
    eventId: Number(path[2]),
    lang: pickLanguage(query.get('lang'), browserLanguages),
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    accent: accentColor(query.get('accent')),
    tenant,
  };
}
