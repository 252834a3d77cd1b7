import { i18n } from '../../lib/i18n/i18n.ts';
import en from '../../locales/scanner/en.json';
import es from '../../locales/scanner/es.json';
import ptBR from '../../locales/scanner/pt-BR.json';

// The scanner's strings come with the scanner's own (lazy) chunk, in all three languages, rather
// than with every visitor's first download of /event (its 200 KB budget: docs/ARCHITECTURE.md, 'Benchmarks').
for (const [locale, scanner] of [
  ['pt-BR', ptBR],
  ['es', es],
  ['en', en],
] as const) {
  i18n.addResourceBundle(locale, 'translation', { scanner }, true, true);
}
