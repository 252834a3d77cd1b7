import { useTranslation } from 'react-i18next';
import { PrivacyPolicy } from '../components/privacy-policy.tsx';

export function PolicyPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${t('policy.title')} · Vitrine`}</title>
      <article className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-10">
        <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
          {t('policy.title')}
        </h1>
        <PrivacyPolicy variant="page" />
      </article>
    </div>
  );
}
