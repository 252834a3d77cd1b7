import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useLiftMute, useMutes } from '../api/use-mutes.ts';

/** 'Silenciados': who may not post or comment, until when and why. */
export function MuteList() {
  const { t } = useTranslation();
  const mutes = useMutes();
  const lift = useLiftMute();

  if (mutes.isPending) return <TableSkeleton rows={3} />;
  if (mutes.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.moderation.mutes.loadError')}
        description={errorText(mutes.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void mutes.refetch() }}
      />
    );
  if (mutes.data.length === 0)
    return (
      <StateMessage title={t('producer.moderation.mutes.empty')} icon={<UsersIcon className="size-7" />} />
    );

  return (
    <div className="space-y-3">
      {lift.isError && <Alert tone="error">{errorText(lift.error, t('producer.common.actionFailed'))}</Alert>}
      <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
        {mutes.data.map((mute) => (
          <li key={mute.userId} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold text-ink-900">{mute.name}</p>
              <p className="text-ink-600">
                {t('producer.moderation.mutes.until')}{' '}
                {mute.until ? (
                  <time dateTime={mute.until}>{formatInstant(mute.until, currentLocale(), true)}</time>
                ) : (
                  t('producer.moderation.mutes.forever')
                )}
              </p>
              <p className="break-words text-ink-800">{mute.reason}</p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={lift.isPending}
              aria-label={t('producer.moderation.mutes.liftOf', { name: mute.name })}
              onClick={() => lift.mutate(mute.userId)}
            >
              {t('producer.moderation.mutes.lift')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
