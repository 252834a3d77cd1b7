import type { ModerationQueueItem } from '@vitrine/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import {
  type QueueDecision,
  useBulkApprove,
  useDecideQueueItem,
  useModerationQueue,
} from '../api/use-moderation-queue.ts';
import { useMute } from '../api/use-mutes.ts';
import { shortcuts } from './moderation-labels.ts';
import { ModerationQueueItemCard } from './moderation-queue-item.tsx';
import { MuteDialog } from './mute-dialog.tsx';

const itemKey = (item: ModerationQueueItem) => `${item.kind}-${item.id}`;

/** 'Fila': the queue with its decisions and keyboard shortcuts on the focused item. */
export function ModerationQueue() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  const decide = useDecideQueueItem();
  const bulk = useBulkApprove();
  const mute = useMute();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [help, setHelp] = useState(false);
  // Posts in analysis chosen for bulk approve, by id.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [muting, setMuting] = useState<ModerationQueueItem['author'] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
  const selectable = queued.filter((item) => item.why === 'ANALYSIS' && item.kind === 'publication');
  // Only what is still in the queue counts (a decision elsewhere takes an item out).
  const chosen = selectable.filter((item) => selected.has(item.id)).map((item) => item.id);
  const choose = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const approveChosen = () =>
    bulk.mutate(
      { ids: chosen },
      {
        onSuccess: ({ changed }) => {
          setSelected(new Set());
          setNotice(t('producer.moderation.bulk.done', { count: changed.length }));
        },
      },
    );

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
    if (
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      target.closest('textarea, select, input:not([type="checkbox"])')
    )
      return;
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
    else if (key === 'x' && selectable.includes(item)) choose(item.id, !selected.has(item.id));
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
      {selectable.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-sand-50 p-3">
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              className="size-5 accent-ink-800"
              checked={chosen.length === selectable.length}
              ref={(box) => {
                if (box) box.indeterminate = chosen.length > 0 && chosen.length < selectable.length;
              }}
              onChange={(change) =>
                setSelected(new Set(change.target.checked ? selectable.map((item) => item.id) : []))
              }
            />
            {t('producer.moderation.bulk.selectAll', { count: selectable.length })}
          </label>
          <Button size="sm" disabled={chosen.length === 0 || bulk.isPending} onClick={approveChosen}>
            {t('producer.moderation.bulk.approve', { count: chosen.length })}
          </Button>
        </div>
      )}
      <div aria-live="polite" className="empty:hidden">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      {(decide.isError || bulk.isError) && (
        <Alert tone="error">{errorText(decide.error ?? bulk.error, t('producer.common.actionFailed'))}</Alert>
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
                onMute={() => {
                  mute.reset();
                  setMuting(item.author);
                }}
                pending={decide.isPending || bulk.isPending}
                {...(selectable.includes(item) && {
                  selected: selected.has(item.id),
                  onSelectedChange: (on: boolean) => choose(item.id, on),
                })}
              />
            </li>
          ))}
        </ol>
      )}
      {muting && (
        <MuteDialog
          open
          name={muting.name}
          pending={mute.isPending}
          error={mute.isError ? errorText(mute.error, t('producer.common.actionFailed')) : null}
          onCancel={() => setMuting(null)}
          onMute={(request) =>
            mute.mutate(
              { userId: muting.id, request },
              {
                onSuccess: () => {
                  setNotice(t('producer.moderation.mute.done', { name: muting.name }));
                  setMuting(null);
                },
              },
            )
          }
        />
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
