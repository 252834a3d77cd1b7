import type { Locale } from '@vitrine/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageOptions, toLocale } from '../lib/i18n/language.ts';
import { ChevronDownIcon, GlobeIcon } from './ui/icons.tsx';

interface LanguagePickerProps {
  tone?: 'light' | 'dark';
}

/** A native select: the most reliable picker on phones and for screen readers. */
export function LanguagePicker({ tone = 'light' }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = toLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'pt-BR';
  const colors =
    tone === 'dark'
      ? 'border-white/20 bg-white/5 text-white hover:bg-white/10'
      : 'border-ink-200 bg-white text-ink-800 hover:border-ink-300';

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 opacity-70" />
      <select
        id={id}
        value={value}
        onChange={(event) => void changeLanguage(event.target.value as Locale)}
        className={`h-9 cursor-pointer appearance-none rounded-full border ps-8 pe-7 text-sm font-medium transition-colors ${colors}`}
      >
        {languageOptions.map((option) => (
          <option key={option.locale} value={option.locale} lang={option.locale} className="text-ink-900">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 opacity-70" />
    </div>
  );
}
