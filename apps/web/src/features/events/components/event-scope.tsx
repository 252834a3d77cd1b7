import type { Event } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSelectedEvent } from '../lib/use-selected-event.ts';
import { EventSwitcher } from './event-switcher.tsx';

interface EventScopeProps {
  children: (event: Event, events: readonly Event[]) => ReactNode;
  /** Shown beside the switcher, e.g. a date range. */
  toolbar?: ReactNode;
  /** What to offer when the tenant has no event yet. */
  emptyAction?: { label: string; onClick: () => void };
}

/** Loads the tenant's events, offers the switcher and renders a section for the chosen one. */
export function EventScope({ children, toolbar, emptyAction }: EventScopeProps) {
  const { t } = useTranslation();
  const { events, list, event, select } = useSelectedEvent();

  if (events.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="space-y-4">
        <Skeleton className="h-10 w-64 rounded-xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (events.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('producer.common.eventsError')}
        description={errorText(events.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void events.refetch() }}
      />
    );
  }
  if (!event) {
    return (
      <StateMessage
        title={t('producer.common.noEvents')}
        description={t('producer.common.noEventsHint')}
        icon={<CalendarIcon className="size-7" />}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="space-y-6">
      {(list.length > 1 || toolbar) && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <EventSwitcher events={list} value={event.id} onChange={select} />
          {toolbar}
        </div>
      )}
      {children(event, list)}
    </div>
  );
}
