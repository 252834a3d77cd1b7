import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { usePolicyStrings } from '../lib/policy-strings.ts';

interface PrivacyPolicyProps {
  /** The registration modal shows the 2023 revision users accept; the page the 2024 one. */
  variant: 'page' | 'modal';
}

export function PrivacyPolicy({ variant }: PrivacyPolicyProps) {
  const ready = usePolicyStrings();
  if (!ready) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  return <PolicyText variant={variant} />;
}

function PolicyText({ variant }: PrivacyPolicyProps) {
  const { t } = useTranslation();
  const { supportEmail, supportPhone } = usePublicConfig();
  const Heading = variant === 'page' ? 'h2' : 'h3';
  const sections = [
    {
      id: 'collected',
      title: t('policy.collected.title'),
      body: t('policy.collected.body'),
      items: [
        t('policy.collected.account'),
        t('policy.collected.usage'),
        t('policy.collected.content'),
        t('policy.collected.device'),
      ],
    },
    {
      id: 'use',
      title: t('policy.use.title'),
      body: t('policy.use.body'),
      items: [
        t('policy.use.service'),
        t('policy.use.communication'),
        t('policy.use.security'),
        t('policy.use.improvement'),
      ],
    },
    {
      id: 'sharing',
      title: t('policy.sharing.title'),
      body: t('policy.sharing.body'),
      items: [t('policy.sharing.providers'), t('policy.sharing.exhibitors'), t('policy.sharing.authorities')],
    },
    {
      id: 'rights',
      title: t('policy.rights.title'),
      body: t('policy.rights.body'),
      items: [
        t('policy.rights.access'),
        t('policy.rights.correction'),
        t('policy.rights.deletion'),
        t('policy.rights.portability'),
        t('policy.rights.revoke'),
      ],
    },
    { id: 'retention', title: t('policy.retention.title'), body: t('policy.retention.body'), items: [] },
  ];

  return (
    <div className="space-y-7 text-[0.95rem] leading-relaxed text-ink-700">
      <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">
        {variant === 'page' ? t('policy.updatedPage') : t('policy.updatedModal')}
      </p>
      <p>{t('policy.intro')}</p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`policy-${variant}-${section.id}`} className="space-y-3">
          <Heading id={`policy-${variant}-${section.id}`} className="text-lg font-semibold text-ink-950">
            {section.title}
          </Heading>
          <p>{section.body}</p>
          {section.items.length > 0 && (
            <ul className="list-disc space-y-1.5 ps-5 marker:text-gold-500">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section
        aria-labelledby={`policy-${variant}-contact`}
        className="space-y-3 rounded-2xl bg-sand-100 p-5"
      >
        <Heading id={`policy-${variant}-contact`} className="text-lg font-semibold text-ink-950">
          {t('policy.contact.title')}
        </Heading>
        <p>{t('policy.contact.body')}</p>
        <ul className="space-y-1 font-medium text-ink-900">
          {supportEmail && <li>{t('policy.contact.email', { email: supportEmail })}</li>}
          {supportPhone && <li>{t('policy.contact.phone', { phone: supportPhone })}</li>}
          <li>
            <Link to="/suport" className="underline decoration-gold-400 underline-offset-4">
              {t('policy.contact.form')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
