import type { Event, Favorites, MyAgenda } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useFavorites } from '../api/use-favorites.ts';
import { useMyAgenda } from '../api/use-my-agenda.ts';
import { useStarOwner } from '../api/use-star-owner.ts';
import { useEventAgenda } from '../api/use-starred-showcase.ts';
import { CalendarPanel } from '../components/calendar-panel.tsx';
import { MyAgendaDays } from '../components/my-agenda-days.tsx';
import { MyAgendaSkeleton } from '../components/my-agenda-skeleton.tsx';
import { NowAndNext } from '../components/now-and-next.tsx';
import { ReminderPanel } from '../components/reminder-panel.tsx';
import { StarredOthers } from '../components/starred-others.tsx';
import { starredAgenda } from '../lib/conflicts.ts';

interface MyAgendaTabProps {
  eventId: number;
  /** When and where in time the event runs, for 'Agora' and 'A seguir'. */
  eventTime: Pick<Event, 'dateStart' | 'dateEnd' | 'timeZone'>;
  /** Where the schedule tab is, for the empty state. */
  scheduleHref: string;
}

/**
 * Minha agenda: what is on now and next while the event runs, the calendar and reminder settings
 * of a member, the starred sessions by day (clashes shown), then the other stars.
 */
export function MyAgendaTab({ eventId, eventTime, scheduleHref }: MyAgendaTabProps) {
  const { t } = useTranslation();
  const owner = useStarOwner();
  const favorites = useFavorites(eventId);
  const mine = useMyAgenda(eventId);
  const publicAgenda = useEventAgenda(eventId, owner.kind === 'browser');
  const agendaQuery = owner.kind === 'account' ? mine : publicAgenda;

  if (favorites.isPending || agendaQuery.isPending) {
    return (
      <LoadingRegion label={t('common.loading')}>
        <MyAgendaSkeleton />
      </LoadingRegion>
    );
  }
  if (favorites.isError || agendaQuery.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('favorites.myAgenda.error')}
        action={{
          label: t('common.retry'),
          onClick: () => {
            void favorites.refetch();
            void agendaQuery.refetch();
          },
        }}
      />
    );
  }

  const stars: Favorites = favorites.data;
  const agenda: MyAgenda =
    owner.kind === 'account' ? (mine.data ?? {}) : starredAgenda(publicAgenda.data ?? {}, stars.agenda);
  const hasSessions = Object.keys(agenda).length > 0;
  const hasOthers = stars.exhibitor.length + stars.speaker.length + stars.property.length > 0;

  if (!hasSessions && !hasOthers) {
    return (
      <div className="space-y-4">
        <StateMessage
          title={t('favorites.myAgenda.emptyTitle')}
          description={t('favorites.myAgenda.emptyDescription')}
          icon={<CalendarIcon className="size-7" />}
        >
          <Link to={scheduleHref} className={buttonClass({ variant: 'primary' })}>
            {t('favorites.myAgenda.toSchedule')}
          </Link>
        </StateMessage>
        {/* Announcements and one's own posts are worth hearing about before any star. */}
        {owner.kind === 'account' && (
          <div className="mx-auto max-w-xl">
            <ReminderPanel />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {hasSessions && <NowAndNext agenda={agenda} event={eventTime} />}
      {owner.kind === 'account' ? (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <CalendarPanel />
          <ReminderPanel />
        </div>
      ) : (
        <p className="rounded-xl bg-gold-100 px-4 py-3 text-sm text-ink-800">
          {t('favorites.myAgenda.localNote')}
        </p>
      )}
      {hasSessions ? (
        <MyAgendaDays eventId={eventId} agenda={agenda} />
      ) : (
        <p className="text-ink-600">
          {t('favorites.myAgenda.noSessions')}{' '}
          <Link to={scheduleHref} className="font-semibold text-gold-700 underline">
            {t('favorites.myAgenda.toSchedule')}
          </Link>
        </p>
      )}
      <StarredOthers eventId={eventId} stars={stars} />
    </div>
  );
}
