import { type Event, limits } from '@vitrine/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PostsSkeleton } from '../../../components/skeletons/posts-skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { trackAnalytics } from '../../../lib/analytics/analytics.ts';
import { eventPath, type OpenedDetail, openedDetail } from '../event-paths.ts';
import { detailStateOf, PropertyDetailRoute, SpeakerDetailRoute } from './detail-routes.tsx';
import { DetailsTab } from './details-tab.tsx';
import {
  type EventTabId,
  eventTabIds,
  eventTabLabels,
  eventTabSearch,
  eventTabSlugs,
  toEventTabId,
} from './event-tab-ids.ts';
import { ExhibitorsTab } from './exhibitors-tab.tsx';
import { PropertiesTab } from './properties-tab.tsx';
import { ScheduleTab } from './schedule-tab.tsx';
import { SpeakersTab } from './speakers-tab.tsx';
import { ScheduleSkeleton } from './tab-skeletons.tsx';

// The feeds (post cards, modal, menus) load when one of their tabs opens, not with the page.
const PublicationsTab = lazy(() =>
  import('../../publications/index.ts').then((module) => ({ default: module.PublicationsTab })),
);
// Minha agenda (and its calendar panel) loads when its tab opens.
const MyAgendaTab = lazy(() =>
  import('../../favorites/my-agenda.ts').then((module) => ({ default: module.MyAgendaTab })),
);

/** `/minha-agenda` is the featured event's Minha agenda tab. */
export const myAgendaPath = '/minha-agenda';

function TabContent({ tab, event, detail }: { tab: EventTabId; event: Event; detail: OpenedDetail }) {
  if (detail?.kind === 'speaker')
    return <SpeakerDetailRoute eventId={event.id} speakerId={detail.id} tab={tab} />;
  if (detail?.kind === 'property') return <PropertyDetailRoute eventId={event.id} propertyId={detail.id} />;
  switch (tab) {
    case 'details':
      return <DetailsTab event={event} />;
    case 'exhibitors':
      return <ExhibitorsTab eventId={event.id} />;
    case 'speakers':
      return <SpeakersTab eventId={event.id} />;
    case 'propertyRoutes':
      return <PropertiesTab eventId={event.id} />;
    case 'schedule':
      return <ScheduleTab eventId={event.id} />;
    case 'myAgenda':
      return (
        <Suspense fallback={<ScheduleSkeleton />}>
          <MyAgendaTab
            eventId={event.id}
            eventTime={event}
            scheduleHref={`${eventPath(event.id)}?${new URLSearchParams(eventTabSearch('schedule'))}`}
          />
        </Suspense>
      );
    case 'announcements':
    case 'feed':
      return (
        <Suspense fallback={<PostsSkeleton />}>
          <PublicationsTab
            key={tab}
            eventId={event.id}
            type={tab === 'feed' ? 'PUBLICATION' : 'ANNOUNCEMENT'}
          />
        </Suspense>
      );
  }
}

/**
 * The event's sections; the open one lives in the URL (?tab=) so links and Back keep it. A
 * speaker's or a property's address (`/event/:id/palestrante/:speakerId`, `…/imovel/:propertyId`)
 * opens its detail under the tab it belongs to (a speaker opened from the schedule stays there).
 */
export function EventTabs({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = openedDetail(useParams());
  const location = useLocation();
  const opener = detailStateOf(location.state);
  const navigate = useNavigate();
  const onMyAgendaPath = location.pathname === myAgendaPath;
  let current = onMyAgendaPath ? 'myAgenda' : toEventTabId(params.get('tab'));
  if (detail?.kind === 'speaker') current = opener?.fromTab === 'schedule' ? 'schedule' : 'speakers';
  if (detail?.kind === 'property') current = 'propertyRoutes';
  // Each tab change is its own history entry, so Back returns to the previous tab; a detail's
  // address gives way to its event's.
  const pathname = detail || onMyAgendaPath ? eventPath(event.id) : undefined;
  const select = (id: EventTabId) =>
    navigate(
      { pathname, search: new URLSearchParams(eventTabSearch(id)).toString() },
      { preventScrollReset: true },
    );

  useEffect(() => {
    trackAnalytics({ type: 'tab_open', path: '/event', tab: eventTabSlugs[current], eventId: event.id });
  }, [current, event.id]);

  return (
    <Tabs
      label={t('event.tabs.label')}
      idPrefix="event"
      tabs={eventTabIds.map((id) => ({ id, label: t(eventTabLabels[id]) }))}
      value={current}
      onChange={select}
      scrollStepPx={limits.tabScrollStepPx}
      scrollLabels={{ previous: t('event.tabs.scrollPrevious'), next: t('event.tabs.scrollNext') }}
    >
      <TabContent tab={current} event={event} detail={detail} />
    </Tabs>
  );
}
