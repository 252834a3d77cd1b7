import type { Publication } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tdClass } from '../../../components/data-table/data-table.tsx';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { type StatusFilter, useModerationList } from '../api/use-moderation.ts';
import { ModerationModal } from './moderation-modal.tsx';
import { MediaThumbs } from './publication-media.tsx';
import { StatusBadge } from './status-badge.tsx';

const filters = [
  { value: 'ALL', label: 'producer.publications.filterAll' },
  { value: 'ANALYSIS', label: 'producer.status.ANALYSIS' },
  { value: 'APPROVED', label: 'producer.status.APPROVED' },
  { value: 'DENIED', label: 'producer.status.DENIED' },
] as const;

/** 'Usuários → publicações': every post of the event, newest first, to approve or deny. */
export function PublicationsTable({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const filterId = useId();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useModerationList(eventId, status);
  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  // The modal follows the row, so a refetch shows the post's new status while it closes.
  const open: Publication | null = rows.find((row) => row.id === openId) ?? null;

  let body: React.ReactNode;
  if (list.isPending) body = <TableSkeleton />;
  else if (list.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('producer.publications.loadError')}
        description={errorText(list.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void list.refetch() }}
      />
    );
  else if (rows.length === 0)
    body = (
      <StateMessage title={t('producer.publications.empty')} icon={<DocumentIcon className="size-7" />} />
    );
  else
    body = (
      <>
        <DataTable
          label={t('producer.publications.tableLabel')}
          minWidth="min-w-[44rem]"
          columns={[
            { label: t('producer.publications.columns.id') },
            { label: t('producer.publications.columns.author') },
            { label: t('producer.publications.columns.description') },
            { label: t('producer.publications.columns.date') },
            { label: t('producer.publications.columns.status') },
            { label: t('producer.publications.columns.images') },
          ]}
        >
          {rows.map((row) => (
            <tr
              key={row.id}
              onClick={() => setOpenId(row.id)}
              className="cursor-pointer transition-colors hover:bg-sand-50"
            >
              <td data-label={t('producer.publications.columns.id')} className={`${tdClass} tabular-nums`}>
                {/* The button is the keyboard and screen-reader way in; the row click is a shortcut. */}
                <button
                  type="button"
                  onClick={(click) => {
                    click.stopPropagation();
                    setOpenId(row.id);
                  }}
                  className="rounded-md font-semibold text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-700"
                  aria-label={t('producer.publications.open', { id: row.id, name: row.user.name })}
                >
                  #{row.id}
                </button>
              </td>
              <td
                data-label={t('producer.publications.columns.author')}
                className={`${tdClass} whitespace-nowrap`}
              >
                {row.user.name}
              </td>
              <td
                data-label={t('producer.publications.columns.description')}
                className={`${tdClass} max-w-xs`}
              >
                <p className="line-clamp-2 break-words">{row.description || '--'}</p>
              </td>
              <td
                data-label={t('producer.publications.columns.date')}
                className={`${tdClass} whitespace-nowrap tabular-nums`}
              >
                {formatInstant(row.creationDate, currentLocale())}
              </td>
              <td data-label={t('producer.publications.columns.status')} className={tdClass}>
                <StatusBadge status={row.status} />
              </td>
              <td data-label={t('producer.publications.columns.images')} className={tdClass}>
                <MediaThumbs
                  urls={row.images}
                  label={t('producer.publications.columns.images')}
                  altOf={(index) =>
                    t('producer.publications.mediaAlt', { index: index + 1, name: row.user.name })
                  }
                />
              </td>
            </tr>
          ))}
        </DataTable>
        {list.hasNextPage && (
          <div className="flex justify-center pt-4">
            <Button
              variant="outline"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('common.loading') : t('producer.common.loadMore')}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-ink-700">
          {t('producer.publications.filter')}
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(change) => setStatus(change.target.value as StatusFilter)}
          className="h-10 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none"
        >
          {filters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {t(filter.label)}
            </option>
          ))}
        </select>
      </div>
      {body}
      <ModerationModal publication={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
