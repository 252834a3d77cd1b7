import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useConsents } from '../api/use-consents.ts';
import { ConsentList } from '../components/consent-list.tsx';
import { LeadSignIn } from '../components/lead-sign-in.tsx';
import { leadAccessOf } from '../lib/lead-owner.ts';
import { badgePath } from '../lib/lead-paths.ts';

/** /meus-dados ('Quem tem meus dados'): the stands holding the visitor's contact (LGPD). */
export function MyDataPage() {
  const { t } = useTranslation();
  const access = leadAccessOf(useSession());
  const consents = useConsents(access.kind === 'member' ? access.owner : null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);

  let body: React.ReactNode;
  if (access.kind !== 'member') {
    body = <LeadSignIn access={access} title={t('leads.signIn.dataTitle')} />;
  } else if (consents.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  } else if (consents.isError) {
    body = (
      <StateMessage
        tone="error"
        title={t('leads.consent.loadError')}
        description={errorText(consents.error, t('common.pageLoadErrorHint'))}
        action={{ label: t('common.retry'), onClick: () => void consents.refetch() }}
      />
    );
  } else if (consents.data.length === 0) {
    body = (
      <StateMessage
        icon={<UsersIcon className="size-7" />}
        title={t('leads.consent.emptyTitle')}
        description={t('leads.consent.emptyText')}
      >
        <Link to={badgePath} className={buttonClass({ variant: 'primary' })}>
          {t('leads.consent.toBadge')}
        </Link>
      </StateMessage>
    );
  } else {
    body = (
      <ConsentList
        consents={consents.data}
        owner={access.owner}
        onWithdrawn={(stand) => setWithdrawn(t('leads.consent.withdrawn', { stand }))}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-3 pt-6 pb-16 sm:px-6 sm:pt-8">
      <title>{`${t('leads.consent.title')} · Vitrine`}</title>
      {access.kind === 'member' && (
        <header className="mb-6 space-y-1">
          <h1 className="text-2xl font-semibold text-ink-950">{t('leads.consent.title')}</h1>
          <p className="text-sm text-ink-600">{t('leads.consent.intro')}</p>
        </header>
      )}
      {/* Always there, so the result of a withdrawal is announced, also when the list empties. */}
      <div aria-live="polite">
        {withdrawn && (
          <Alert tone="success" className="mb-4">
            {withdrawn}
          </Alert>
        )}
      </div>
      {body}
    </div>
  );
}
