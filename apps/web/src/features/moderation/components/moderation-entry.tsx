import { type ModerationEntry, publicationStatusSchema } from '@vitrine/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { actionKeys } from './moderation-labels.ts';
import { statusLabels } from './status-badge.tsx';

/** What a decision changed, from its before and after: "Análise → Aprovado", "visível → oculto". */
function changeText(entry: ModerationEntry, t: TFunction): string | null {
  const { before, after } = entry;
  const parts: string[] = [];
  const status = (value: unknown) => {
    const parsed = publicationStatusSchema.safeParse(value);
    return parsed.success ? t(statusLabels[parsed.data]) : '—';
  };
  const visibility = (value: unknown) =>
    value === true ? t('producer.moderation.change.hidden') : t('producer.moderation.change.visible');
  if ('status' in after) parts.push(`${status(before.status)} → ${status(after.status)}`);
  if ('hidden' in after) parts.push(`${visibility(before.hidden)} → ${visibility(after.hidden)}`);
  if (typeof after.term === 'string') parts.push(t('producer.moderation.change.term', { term: after.term }));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One decision of the history: what, by whom, when, what changed, why. */
export function ModerationEntryRow({
  entry,
  showAuthor = true,
}: {
  entry: ModerationEntry;
  showAuthor?: boolean;
}) {
  const { t } = useTranslation();
  const change = changeText(entry, t);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-ink-900">{t(actionKeys[entry.action])}</span>
        <span className="text-ink-600">
          {entry.moderator?.name ?? t('producer.moderation.log.automatic')}
        </span>
        <time dateTime={entry.at} className="text-xs text-ink-500 tabular-nums">
          {formatInstant(entry.at, currentLocale(), true)}
        </time>
      </p>
      {showAuthor && entry.author && (
        <p className="text-ink-600">{t('producer.moderation.log.author', { name: entry.author.name })}</p>
      )}
      {change && <p className="text-ink-600">{change}</p>}
      {entry.reason && (
        <p className="break-words text-ink-800">
          <span className="text-ink-500">{t('producer.moderation.change.reason')}</span> {entry.reason}
        </p>
      )}
    </div>
  );
}
