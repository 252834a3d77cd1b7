import 'i18next';
import type ptBR from '../../locales/pt-BR.json';

// pt-BR is the reference locale: keys missing there fail type-checking, not at runtime.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
  }
}
