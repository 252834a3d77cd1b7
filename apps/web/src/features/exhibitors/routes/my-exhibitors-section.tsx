import type { Event } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { EventCard, EventScope } from '../../events/index.ts';
import { PublicationsTable } from '../../moderation/index.ts';
import { useSubscribers } from '../api/use-subscribers.ts';
import { ExhibitorTeams } from '../components/exhibitor-teams.tsx';
import { SubscribersTable } from '../components/subscribers-table.tsx';

type DetailTab = 'subscribers' | 'publications' | 'teams';

/** 'Meus Expositores': the event card with its subscriber count, opening the event's detail. */
export function MyExhibitorsSection() {
  return <EventScope>{(event) => <EventOverview key={event.id} event={event} />}</EventScope>;
}

function EventOverview({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState(false);
  const [tab, setTab] = useState<DetailTab>('subscribers');
  const subscribers = useSubscribers(event.id, 0);
  const count = subscribers.data?.totalElements ?? null;

  if (!detail) {
    return (
      <EventCard
        event={event}
        count={count}
        countLabel={t('producer.exhibitors.subscribers')}
        countText={(total) => t('producer.exhibitors.subscribersCount', { count: total })}
      >
        <Button variant="primary" size="sm" onClick={() => setDetail(true)}>
          {t('producer.exhibitors.openDetail')}
        </Button>
      </EventCard>
    );
  }

  return (
    <section aria-labelledby="producer-event-detail" className="space-y-4">
      <Button variant="ghost" size="sm" onClick={() => setDetail(false)}>
        <ChevronLeftIcon className="size-4" />
        {t('producer.exhibitors.back')}
      </Button>
      <h2 id="producer-event-detail" className="font-display text-2xl font-semibold text-ink-950">
        {event.title}
      </h2>
      <Tabs
        label={t('producer.exhibitors.tabsLabel')}
        idPrefix="producer-event"
        tabs={[
          { id: 'subscribers', label: t('producer.exhibitors.tabSubscribers') },
          { id: 'publications', label: t('producer.exhibitors.tabPublications') },
          { id: 'teams', label: t('producer.exhibitors.tabTeams') },
        ]}
        value={tab}
        onChange={setTab}
        scrollStepPx={100}
        scrollLabels={{ previous: t('event.tabs.scrollPrevious'), next: t('event.tabs.scrollNext') }}
      >
        {tab === 'subscribers' && <SubscribersTable eventId={event.id} />}
        {tab === 'publications' && <PublicationsTable eventId={event.id} />}
        {tab === 'teams' && <ExhibitorTeams eventId={event.id} />}
      </Tabs>
    </section>
  );
}
