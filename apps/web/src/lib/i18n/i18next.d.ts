import 'i18next';
import type policyBody from '../../locales/policy/pt-BR.json';
import type ptBR from '../../locales/pt-BR.json';
import type scannerStrings from '../../locales/scanner/pt-BR.json';

/** The reference keys: the main bundle, and the policy's text and the scanner's, which load with them. */
type Resources = Omit<typeof ptBR, 'policy'> & {
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
