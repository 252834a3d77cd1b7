import { fallbackLocale } from '@vitrine/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';
import type policyBody from '../../../locales/policy/pt-BR.json';

// The privacy policy's long text loads with the policy itself (the page, or the sign-up modal's
// link), not with every visitor's first download of /event (its 200 KB budget: docs/ARCHITECTURE.md, 'Benchmarks').
const bodies = import.meta.glob<{ default: typeof policyBody }>('../../../locales/policy/*.json');

async function loadPolicy(language: string): Promise<void> {
  for (const locale of new Set([language, fallbackLocale])) {
    if (i18n.exists('policy.intro', { lng: locale, fallbackLng: false })) continue;
    const load = bodies[`../../../locales/policy/${locale}.json`];
    if (!load) continue;
    const { default: body } = await load();
    i18n.addResourceBundle(locale, 'translation', { policy: body }, true, true);
  }
}

/** Whether the policy's text is there to show in the current language (it loads on first use). */
export function usePolicyStrings(): boolean {
  const { i18n: current } = useTranslation();
  const language = current.language;
  const [ready, setReady] = useState(() => current.exists('policy.intro'));
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    loadPolicy(language).then(done, done);
    return () => {
      live = false;
    };
  }, [language]);
  return ready;
}
