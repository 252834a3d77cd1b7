import { type Consent, type LeadSource, pagePaths } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useWithdrawConsent } from '../api/use-withdraw-consent.ts';
import { formatConsentTime } from '../lib/consent-time.ts';

const sourceLabels = {
  SCAN: 'leads.consent.source.SCAN',
  PROPERTY: 'leads.consent.source.PROPERTY',
  STAND: 'leads.consent.source.STAND',
} as const satisfies Record<LeadSource, string>;

/** The stands holding the visitor's contact, how and when each got it, and the withdrawal. */
export function ConsentList({
  consents,
  owner,
  onWithdrawn,
}: {
  consents: Consent[];
  owner: string;
  /** Told the stand's name: the page says it, also when the list is left empty. */
  onWithdrawn: (stand: string) => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawConsent(owner);
  const [asking, setAsking] = useState<Consent | null>(null);
  const locale = currentLocale();

  return (
    <div className="space-y-4">
      <ul aria-label={t('leads.consent.listLabel')} className="space-y-3">
        {consents.map((consent) => (
          <li
            key={consent.exhibitorId}
            className="flex flex-col gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:px-5"
          >
            <div className="flex min-w-0 items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-100 text-gold-700">
                <StoreIcon className="size-5" />
              </span>
              <div className="min-w-0">
                <Link
                  to={pagePaths.exhibitor(consent.exhibitorId)}
                  className="block truncate font-semibold text-ink-950 underline-offset-4 hover:underline"
                >
                  {consent.title}
                </Link>
                <p className="text-sm text-ink-600">
                  {t(sourceLabels[consent.source])} ·{' '}
                  <time dateTime={consent.at}>
                    {t('leads.consent.at', { date: formatConsentTime(consent.at, locale) })}
                  </time>
                </p>
              </div>
            </div>
            <DangerButton
              size="sm"
              className="self-start border border-danger-700/30 sm:self-center"
              aria-label={t('leads.consent.withdrawLabel', { stand: consent.title })}
              onClick={() => {
                withdraw.reset();
                setAsking(consent);
              }}
            >
              {t('leads.consent.withdraw')}
            </DangerButton>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t('leads.consent.withdrawTitle', { stand: asking?.title ?? '' })}
        description={t('leads.consent.withdrawText')}
        confirmLabel={t('leads.consent.withdraw')}
        pending={withdraw.isPending}
        error={withdraw.isError ? errorText(withdraw.error, t('common.unexpectedError')) : null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const stand = asking.title;
          withdraw.mutate(asking.exhibitorId, {
            onSuccess: () => {
              setAsking(null);
              onWithdrawn(stand);
            },
          });
        }}
      />
    </div>
  );
}
