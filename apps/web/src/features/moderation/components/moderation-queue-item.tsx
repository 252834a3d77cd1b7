import type { ModerationQueueItem } from '@vitrine/contract';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalReason } from '../../../components/reason/reason-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import type { QueueDecision } from '../api/use-moderation-queue.ts';
import { ItemHistory } from './item-history.tsx';
import { kindKeys, reportReasonKeys, whyKeys } from './moderation-labels.ts';

interface QueueItemProps {
  item: ModerationQueueItem;
  reason: string;
  onReasonChange: (reason: string) => void;
  onDecide: (decision: QueueDecision) => void;
  /** Asks for the author's mute (the queue's dialog). */
  onMute: () => void;
  pending: boolean;
  /** Set for posts in analysis, which bulk approve takes: whether this one is chosen. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/** One post or comment awaiting a decision; focusable so the shortcuts act on it. */
export const ModerationQueueItemCard = forwardRef<HTMLElement, QueueItemProps>(
  function ModerationQueueItemCard(
    { item, reason, onReasonChange, onDecide, onMute, pending, selected, onSelectedChange },
    ref,
  ) {
    const { t } = useTranslation();
    const headingId = useId();
    const historyId = useId();
    const [historyOpen, setHistoryOpen] = useState(false);
    const inAnalysis = item.why === 'ANALYSIS';
    return (
      <article
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the shortcuts act on the focused item.
        tabIndex={0}
        aria-labelledby={headingId}
        data-queue-item
        className="space-y-3 rounded-2xl border border-ink-100 bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-500 sm:p-5"
      >
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {selected !== undefined && (
            <input
              type="checkbox"
              checked={selected}
              onChange={(change) => onSelectedChange?.(change.target.checked)}
              aria-label={t('producer.moderation.bulk.select', { name: item.author.name })}
              className="size-5 accent-ink-800"
            />
          )}
          <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-800">
            {t(whyKeys[item.why])}
          </span>
          <h3 id={headingId} className="text-sm font-semibold text-ink-900">
            {t(kindKeys[item.kind], { name: item.author.name })}
          </h3>
          <time dateTime={item.createdAt} className="text-xs text-ink-500 tabular-nums">
            {formatInstant(item.createdAt, currentLocale(), true)}
          </time>
        </header>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">{item.text}</p>
        {item.flaggedTerm && (
          <p className="text-sm text-ink-600">
            {t('producer.moderation.flaggedTerm')}{' '}
            <mark className="rounded bg-danger-50 px-1 font-semibold text-danger-700">
              {item.flaggedTerm}
            </mark>
          </p>
        )}
        {item.reports.length > 0 && (
          <ul className="space-y-1 text-sm text-ink-700" aria-label={t('producer.moderation.reportsLabel')}>
            {item.reports.map((report) => (
              <li key={report.reason}>
                <span className="font-medium">
                  {t(reportReasonKeys[report.reason])} · {report.count}
                </span>
                {report.texts.length > 0 && (
                  <ul className="ms-4 list-disc text-ink-500">
                    {report.texts.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        <OptionalReason value={reason} onChange={onReasonChange} />
        <div className="flex flex-wrap gap-2">
          {inAnalysis ? (
            <>
              <Button size="sm" disabled={pending} onClick={() => onDecide('approve')}>
                {t('producer.moderation.approve')}
              </Button>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => onDecide('deny')}>
                {t('producer.moderation.deny')}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" disabled={pending} onClick={() => onDecide('show')}>
                {t('producer.moderation.show')}
              </Button>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => onDecide('hide')}>
                {t('producer.moderation.hide')}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={onMute}>
            {t('producer.moderation.mute.open')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={historyOpen}
            aria-controls={historyOpen ? historyId : undefined}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {historyOpen ? t('producer.moderation.history.hide') : t('producer.moderation.history.show')}
          </Button>
        </div>
        {historyOpen && <ItemHistory item={item} id={historyId} />}
      </article>
    );
  },
);
