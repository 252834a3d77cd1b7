import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useBadge } from '../api/use-badge.ts';
import { BadgeCard } from '../components/badge-card.tsx';
import { LeadSignIn } from '../components/lead-sign-in.tsx';
import { RotateBadge } from '../components/rotate-badge.tsx';
import { leadAccessOf } from '../lib/lead-owner.ts';

/** /meu-cracha: the visitor's badge, shown at a stand; it opens offline once seen. */
export function BadgePage() {
  const { t } = useTranslation();
  const session = useSession();
  const access = leadAccessOf(session);
  const badge = useBadge(access.kind === 'member' ? access.owner : null);
  const [rotated, setRotated] = useState(false);

  let body: React.ReactNode;
  if (access.kind !== 'member') {
    body = <LeadSignIn access={access} title={t('leads.signIn.badgeTitle')} />;
  } else if (badge.isPending) {
    body = <BadgeSkeleton />;
  } else if (badge.isError) {
    body = (
      <StateMessage
        tone="error"
        headingLevel={2}
        title={t('leads.badge.loadError')}
        description={errorText(badge.error, t('common.pageLoadErrorHint'))}
        action={{ label: t('common.retry'), onClick: () => void badge.refetch() }}
      />
    );
  } else {
    body = (
      <div className="space-y-6">
        <BadgeCard badge={badge.data} name={session.status === 'authenticated' ? session.name : ''} />
        <RotateBadge owner={access.owner} onRotated={() => setRotated(true)} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-3 pt-6 pb-16 sm:px-6 sm:pt-8">
      <title>{`${t('leads.badge.title')} · Vitrine`}</title>
      {access.kind === 'member' && (
        <header className="mb-6 space-y-1 text-center">
          <h1 className="text-2xl font-semibold text-ink-950">{t('leads.badge.title')}</h1>
          <p className="text-sm text-ink-600">{t('leads.badge.intro')}</p>
        </header>
      )}
      {/* Always there, so the new badge is announced; above the card, so it is seen on a phone. */}
      <div aria-live="polite" className="mx-auto max-w-md">
        {rotated && (
          <Alert tone="success" className="mb-6">
            {t('leads.badge.rotated')}
          </Alert>
        )}
      </div>
      {body}
    </div>
  );
}

function BadgeSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="mx-auto max-w-md">
      <div
        aria-hidden="true"
        className="flex flex-col items-center gap-5 rounded-3xl border border-ink-100 bg-white px-4 py-6 sm:px-8"
      >
        <Skeleton className="size-64 rounded-2xl min-[360px]:size-72" />
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </LoadingRegion>
  );
}
