import 'i18next';
import type areaStrings from '../../locales/area/pt-BR.json';
import type policyBody from '../../locales/policy/pt-BR.json';
import type ptBR from '../../locales/pt-BR.json';
import type scannerStrings from '../../locales/scanner/pt-BR.json';

/**
 * The reference keys: the main bundle, the producer's and exhibitor's areas' strings, and the
 * policy's text and the scanner's, each of which loads with its screens.
 */
type Resources = Omit<typeof ptBR, 'policy'> &
  typeof areaStrings & {
    policy: (typeof ptBR)['policy'] & typeof policyBody;
    scanner: typeof scannerStrings;
  };

// pt-BR is the reference locale: keys missing there fail type-checking, not at runtime.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
