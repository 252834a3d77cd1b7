import type { ModerationQueueItem } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text.ts';
import { useItemHistory } from '../api/use-moderation-log.ts';
import { ModerationEntryRow } from './moderation-entry.tsx';

/** A queue item's decisions so far, newest first: loaded when opened. */
export function ItemHistory({ item, id }: { item: Pick<ModerationQueueItem, 'kind' | 'id'>; id?: string }) {
  const { t } = useTranslation();
  const history = useItemHistory(item);
  let body: React.ReactNode;
  if (history.isPending)
    body = (
      <div className="space-y-2" aria-hidden="true">
        <div className="h-4 w-2/3 animate-pulse rounded bg-ink-100" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
      </div>
    );
  else if (history.isError)
    body = (
      <p className="text-danger-700">
        {t('producer.moderation.history.loadError')} {errorText(history.error, '')}
      </p>
    );
  else if (history.data.content.length === 0)
    body = <p className="text-ink-500">{t('producer.moderation.history.empty')}</p>;
  else
    body = (
      <ol className="space-y-3">
        {history.data.content.map((entry) => (
          <li key={entry.id}>
            <ModerationEntryRow entry={entry} showAuthor={false} />
          </li>
        ))}
      </ol>
    );
  return (
    <section
      id={id}
      aria-label={t('producer.moderation.history.label')}
      aria-busy={history.isPending || undefined}
      className="rounded-xl bg-sand-50 p-3 text-sm"
    >
      {body}
    </section>
  );
}
