import { type ModerationAction, moderationActions } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useModerationLog } from '../api/use-moderation-log.ts';
import { ModerationEntryRow } from './moderation-entry.tsx';
import { actionKeys } from './moderation-labels.ts';

const fieldClass =
  'h-10 w-full rounded-xl border border-ink-200 bg-white px-3 text-sm focus:border-ink-500 focus:outline-none';

/** 'Histórico': every decision, newest first, filtered by action and day. */
export function ModerationLog() {
  const { t } = useTranslation();
  const actionId = useId();
  const dayId = useId();
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [day, setDay] = useState('');
  const [mine, setMine] = useState(false);
  const session = useSession();
  const me = session.status === 'authenticated' ? Number(session.claims.userId) : undefined;
  const log = useModerationLog(action, day, mine ? me : undefined);

  let body: React.ReactNode;
  if (log.isPending) body = <TableSkeleton rows={4} />;
  else if (log.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('producer.moderation.log.loadError')}
        description={errorText(log.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void log.refetch() }}
      />
    );
  else {
    const entries = log.data.pages.flatMap((page) => page.content);
    body =
      entries.length === 0 ? (
        <StateMessage title={t('producer.moderation.log.empty')} icon={<ListIcon className="size-7" />} />
      ) : (
        <div className="space-y-3">
          <ol className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
            {entries.map((entry) => (
              <li key={entry.id} className="p-4">
                <ModerationEntryRow entry={entry} />
              </li>
            ))}
          </ol>
          {log.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('producer.moderation.log.more')}
            </Button>
          )}
        </div>
      );
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-lg">
        <div>
          <label htmlFor={actionId} className="mb-1 block text-sm font-medium text-ink-800">
            {t('producer.moderation.log.action')}
          </label>
          <select
            id={actionId}
            value={action}
            onChange={(change) => setAction(change.target.value as ModerationAction | '')}
            className={fieldClass}
          >
            <option value="">{t('producer.moderation.log.anyAction')}</option>
            {moderationActions.map((value) => (
              <option key={value} value={value}>
                {t(actionKeys[value])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={dayId} className="mb-1 block text-sm font-medium text-ink-800">
            {t('producer.moderation.log.day')}
          </label>
          <input
            id={dayId}
            type="date"
            value={day}
            onChange={(change) => setDay(change.target.value)}
            className={fieldClass}
          />
        </div>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
        <input
          type="checkbox"
          className="size-5 accent-ink-800"
          checked={mine}
          onChange={(change) => setMine(change.target.checked)}
        />
        {t('producer.moderation.log.mine')}
      </label>
      {body}
    </div>
  );
}
