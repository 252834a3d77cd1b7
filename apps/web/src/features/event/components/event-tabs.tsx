import { type Event, limits } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { DetailsTab } from './details-tab.tsx';
import { type EventTabId, eventTabIds, eventTabLabels, toEventTabId } from './event-tab-ids.ts';
import { TabPlaceholder } from './tab-skeletons.tsx';

/** The event's sections; the open one lives in the URL (?tab=) so back and links keep it. */
export function EventTabs({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = toEventTabId(params.get('tab'));
  const select = (id: EventTabId) =>
    setParams(id === 'details' ? {} : { tab: id }, { replace: true, preventScrollReset: true });

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
      {current === 'details' ? <DetailsTab event={event} /> : <TabPlaceholder tab={current} />}
    </Tabs>
  );
}
