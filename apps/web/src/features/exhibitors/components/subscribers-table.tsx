import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tdClass } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { formatInstant } from '../../../lib/format/dates.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { RoleName } from '../../members/index.ts';
import { useSubscribers } from '../api/use-subscribers.ts';

/** 'Inscritos': the event's participants, page by page. */
export function SubscribersTable({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const subscribers = useSubscribers(eventId, page);

  if (subscribers.isPending) return <TableSkeleton />;
  if (subscribers.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.subscribers.loadError')}
        description={errorText(subscribers.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void subscribers.refetch() }}
      />
    );
  const { content, totalPages, totalElements } = subscribers.data;
  if (totalElements === 0 || content.length === 0)
    return <StateMessage title={t('producer.subscribers.empty')} icon={<UsersIcon className="size-7" />} />;

  return (
    <div>
      <DataTable
        label={t('producer.subscribers.tableLabel')}
        minWidth="min-w-[36rem]"
        busy={subscribers.isPlaceholderData}
        columns={[
          { label: t('producer.subscribers.columns.id') },
          { label: t('producer.subscribers.columns.name') },
          { label: t('producer.subscribers.columns.email') },
          { label: t('producer.subscribers.columns.role') },
          { label: t('producer.subscribers.columns.date') },
        ]}
      >
        {content.map((row) => (
          <tr key={row.id}>
            <td data-label={t('producer.subscribers.columns.id')} className={`${tdClass} tabular-nums`}>
              {row.id}
            </td>
            <td data-label={t('producer.subscribers.columns.name')} className={`${tdClass} font-medium`}>
              {row.personalData.name}
            </td>
            <td
              data-label={t('producer.subscribers.columns.email')}
              className={`${tdClass} whitespace-nowrap`}
            >
              {row.email}
            </td>
            <td data-label={t('producer.subscribers.columns.role')} className={tdClass}>
              <RoleName value={row.role} />
            </td>
            <td
              data-label={t('producer.subscribers.columns.date')}
              className={`${tdClass} whitespace-nowrap tabular-nums`}
            >
              {formatInstant(row.creationDate, currentLocale())}
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="pt-3 text-sm text-ink-500">{t('producer.subscribers.total', { count: totalElements })}</p>
      <Pager page={page} totalPages={totalPages} onChange={setPage} label={t('producer.subscribers.pages')} />
    </div>
  );
}
