import type { InvitePreview } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { standRoleKeys } from '../lib/stand-role.ts';
import { formatDay } from '../lib/team-dates.ts';

const cardClass = 'rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-9';

/** 'Convite para a equipe do estande …': what the link is for, and below it what to do. */
export function InviteCard({ invite, children }: { invite: InvitePreview; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t('stands.invite.title', { stand: invite.exhibitorTitle });
  const rows: [string, string][] = [
    [t('stands.invite.event'), invite.eventTitle],
    [t('stands.invite.role'), t(standRoleKeys[invite.role])],
    [t('stands.invite.email'), invite.email],
    [t('stands.invite.expires'), formatDay(invite.expiresAt, currentLocale())],
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
      <dl className="mt-6 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-sand-50 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5">
            <dt className="text-ink-500">{label}</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
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
