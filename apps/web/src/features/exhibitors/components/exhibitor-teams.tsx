import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StoreIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useEventExhibitors } from '../../content/index.ts';
import { StandTeamSheet } from '../../stands/index.ts';

/** 'Equipes': the event's exhibitors, each opening its stand team (who runs the stand, invitations). */
export function ExhibitorTeams({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const exhibitors = useEventExhibitors(eventId);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);

  if (exhibitors.isPending) return <TableSkeleton rows={3} />;
  if (exhibitors.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.exhibitors.teamsLoadError')}
        description={errorText(exhibitors.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void exhibitors.refetch() }}
      />
    );
  const items = Object.values(exhibitors.data)
    .flat()
    .sort((a, b) => a.title.localeCompare(b.title));
  if (items.length === 0)
    return <StateMessage title={t('producer.events.noExhibitors')} icon={<StoreIcon className="size-7" />} />;

  return (
    <>
      <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-xs">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0 grow basis-48">
              <p className="font-medium break-words text-ink-900">{item.title}</p>
              {item.category && <p className="text-xs text-ink-500">{item.category}</p>}
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOpen({ id: item.id, name: item.title })}
              aria-label={t('producer.events.teamOf', { name: item.title })}
            >
              <UsersIcon className="size-4" />
              {t('producer.events.team')}
            </Button>
          </li>
        ))}
      </ul>
      <StandTeamSheet stand={open} onClose={() => setOpen(null)} />
    </>
  );
}
