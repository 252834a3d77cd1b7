import type { ModerationQueueItem } from '@vitrine/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { type QueueDecision, useDecideQueueItem, useModerationQueue } from '../api/use-moderation-queue.ts';
import { shortcuts } from './moderation-labels.ts';
import { ModerationQueueItemCard } from './moderation-queue-item.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

const itemKey = (item: ModerationQueueItem) => `${item.kind}-${item.id}`;

/** 'Fila': the queue with its decisions and keyboard shortcuts on the focused item. */
export function ModerationQueue() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  const decide = useDecideQueueItem();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [help, setHelp] = useState(false);
  const cards = useRef(new Map<string, HTMLElement>());
  // After a decision the item leaves the queue: keyboard users land on the one that took its place.
  const [refocus, setRefocus] = useState<number | null>(null);
  const items = queue.data?.items;
  useEffect(() => {
    if (refocus === null || !items) return;
    setRefocus(null);
    const next = items[Math.min(refocus, items.length - 1)];
    if (next) cards.current.get(itemKey(next))?.focus();
  }, [items, refocus]);

  if (queue.isPending) return <TableSkeleton rows={3} />;
  if (queue.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.moderation.loadError')}
        description={errorText(queue.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void queue.refetch() }}
      />
    );
  const queued = queue.data.items;

  const act = (item: ModerationQueueItem, decision: QueueDecision, byKeyboard = false) =>
    decide.mutate(
      { item, decision, reason: reasons[itemKey(item)] },
      { onSuccess: () => byKeyboard && setRefocus(queued.indexOf(item)) },
    );

  const focusAt = (index: number) => {
    const item = queued[Math.max(0, Math.min(queued.length - 1, index))];
    if (item) cards.current.get(itemKey(item))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Typing a reason must neither take a decision nor open the help.
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey || event.altKey || target.closest('input, textarea, select')) return;
    if (event.key === '?') {
      event.preventDefault();
      setHelp(true);
      return;
    }
    const card = target.closest<HTMLElement>('[data-queue-item]');
    const index = queued.findIndex((item) => cards.current.get(itemKey(item)) === card);
    const item = queued[index];
    const key = event.key.toLowerCase();
    if (key === 'j') focusAt(item ? index + 1 : 0);
    else if (key === 'k') focusAt(item ? index - 1 : 0);
    else if (!item || decide.isPending) return;
    else if (key === 'a') act(item, item.why === 'ANALYSIS' ? 'approve' : 'show', true);
    else if (key === 'r' && item.why === 'ANALYSIS') act(item, 'deny', true);
    else if (key === 'h' && item.why !== 'ANALYSIS') act(item, 'hide', true);
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcuts act on the focused card inside.
    <div className="space-y-4" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-600">{t('producer.moderation.count', { count: queued.length })}</p>
        <Button size="sm" variant="ghost" aria-keyshortcuts="?" onClick={() => setHelp(true)}>
          {t('producer.moderation.shortcuts')}
        </Button>
      </div>
      {decide.isError && (
        <Alert tone="error">{errorText(decide.error, t('producer.common.actionFailed'))}</Alert>
      )}
      {queued.length === 0 ? (
        <StateMessage title={t('producer.moderation.empty')} icon={<ShieldIcon className="size-7" />} />
      ) : (
        <ol className="space-y-3" aria-label={t('producer.moderation.queueLabel')}>
          {queued.map((item) => (
            <li key={itemKey(item)}>
              <ModerationQueueItemCard
                ref={(element) => {
                  if (element) cards.current.set(itemKey(item), element);
                  else cards.current.delete(itemKey(item));
                }}
                item={item}
                reason={reasons[itemKey(item)] ?? ''}
                onReasonChange={(reason) =>
                  setReasons((current) => ({ ...current, [itemKey(item)]: reason }))
                }
                onDecide={(decision) => act(item, decision)}
                pending={decide.isPending}
              />
            </li>
          ))}
        </ol>
      )}
      <Modal
        open={help}
        onOpenChange={setHelp}
        title={t('producer.moderation.shortcuts')}
        closeLabel={t('common.close')}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {shortcuts.map(({ key, label }) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-ink-200 bg-sand-50 px-1.5 font-mono">{key}</kbd>
              </dt>
              <dd className="text-ink-700">{t(label)}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </div>
  );
}
