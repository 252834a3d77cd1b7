import type { StandRevision } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n/language.ts';

const tones = {
  PENDING: 'border-gold-300 bg-gold-100 text-ink-900',
  APPROVED: 'border-success-700/20 bg-success-50 text-success-700',
  REJECTED: 'border-danger-700/20 bg-danger-50 text-danger-700',
} as const;

const moment = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Where the stand's newest page change stands with the organizer; nothing before the first one. */
export function RevisionStatus({ revision }: { revision: StandRevision | null }) {
  const { t } = useTranslation();
  if (!revision || revision.status === 'REPLACED') return null;
  let text: string;
  if (revision.status === 'PENDING') {
    text = t('stands.page.statusPending', { when: moment(revision.createdAt) });
  } else if (revision.status === 'APPROVED') {
    text = t('stands.page.statusApproved', { when: moment(revision.decidedAt ?? revision.createdAt) });
  } else {
    text = t('stands.page.statusRejected', { reason: revision.reason ?? '' });
  }
  return (
    <p
      role="status"
      className={`rounded-2xl border px-4 py-3 text-sm font-medium break-words ${tones[revision.status]}`}
    >
      {text}
    </p>
  );
}
