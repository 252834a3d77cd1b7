import type { Mute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/** Above the feed while the member is muted: until when (or for good), why, and what it stops. */
export function MuteBanner({ mute, explanationId }: { mute: Mute; explanationId: string }) {
  const { t, i18n } = useTranslation();
  const until = mute.until
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(mute.until),
      )
    : null;
  return (
    <section
      role="status"
      aria-labelledby={`${explanationId}-title`}
      className="flex items-start gap-3 rounded-2xl border border-danger-700/20 bg-danger-50 px-4 py-3 text-sm text-danger-700"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-0.5">
        <h2 id={`${explanationId}-title`} className="font-semibold">
          {until
            ? t('publications.moderation.mutedUntil', { date: until })
            : t('publications.moderation.mutedForever')}
        </h2>
        <p className="break-words">{t('publications.moderation.reasonLine', { reason: mute.reason })}</p>
        <p id={explanationId}>{t('publications.moderation.mutedHint')}</p>
      </div>
    </section>
  );
}
