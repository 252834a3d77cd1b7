import { useTranslation } from 'react-i18next';

/** What its author reads on a hidden post or comment: hidden for review, and the moderator's reason. */
export function HiddenNotice({ reason, compact = false }: { reason: string | null; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`rounded-xl border border-gold-200 bg-gold-100 text-gold-700 ${compact ? 'px-2.5 py-1.5 text-xs' : 'px-3 py-2 text-sm'}`}
    >
      <p className="font-semibold">{t('publications.moderation.hiddenNotice')}</p>
      {reason && <p>{t('publications.moderation.reasonLine', { reason })}</p>}
    </div>
  );
}

/** The moderators' mark on a hidden item. */
export function HiddenBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
      {t('publications.moderation.hiddenBadge')}
    </span>
  );
}
