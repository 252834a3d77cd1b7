import type { InvitePreview } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFields } from '../../../components/detail-sheet/detail-sheet.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { standRoleKeys } from '../lib/stand-role.ts';
import { formatDay } from '../lib/team-dates.ts';

const cardClass = 'rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-9';

/** 'Convite para a equipe do estande …': what the link is for, and below it what to do. */
export function InviteCard({ invite, children }: { invite: InvitePreview; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t('stands.invite.title', { stand: invite.exhibitorTitle });
  const fields = [
    { term: t('stands.invite.event'), value: invite.eventTitle },
    { term: t('stands.invite.role'), value: t(standRoleKeys[invite.role]) },
    { term: t('stands.invite.email'), value: invite.email },
    { term: t('stands.invite.expires'), value: formatDay(invite.expiresAt, currentLocale()) },
  ];
  return (
    <section className={cardClass} aria-labelledby="invite-title">
      <title>{`${title} · Vitrine`}</title>
      <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
        {t('stands.invite.eyebrow')}
      </p>
      <h1
        id="invite-title"
        className="mt-2 font-display text-2xl leading-tight font-semibold tracking-tight text-balance text-ink-950 sm:text-3xl"
      >
        {title}
      </h1>
      <DetailFields fields={fields} className="mt-6" />
      <div className="mt-7">{children}</div>
    </section>
  );
}

/** The card's shape while the invitation loads. */
export function InviteCardSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('stands.invite.loading')} className={cardClass}>
      <Skeleton className="h-3 w-20" />
      <Skeleton className="mt-3 h-8 w-4/5" />
      <Skeleton className="mt-2 h-8 w-1/2" />
      <Skeleton className="mt-6 h-40 w-full rounded-2xl" />
      <Skeleton className="mt-7 h-13 w-full rounded-xl" />
    </LoadingRegion>
  );
}
