import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IdentitySkeleton } from '../../../components/skeletons/identity-skeleton.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useProperty } from '../api/use-property.ts';
import { useSpeaker } from '../api/use-speaker.ts';
import { eventPath } from '../event-paths.ts';
import { type EventTabId, eventTabSearch } from './event-tab-ids.ts';
import { PropertyDetail } from './property-detail.tsx';
import { SpeakerDetail } from './speaker-detail.tsx';

/** What a card puts in the history entry of the detail it opens: where Back returns to. */
export interface DetailState {
  fromTab: EventTabId;
  /** The element that opened the detail, focused again on the way back. */
  focusId: string;
}

export const detailStateOf = (state: unknown): DetailState | null =>
  typeof state === 'object' && state !== null && 'fromTab' in state ? (state as DetailState) : null;

/** Focuses the element once the list it belongs to has rendered again (a few frames at most). */
function focusWhenShown(id: string, frames = 30) {
  const element = document.getElementById(id);
  if (element) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
}

/**
 * Back from a detail: opened from a card on this page, the previous history entry (the list as it
 * was); opened from a shared link, the tab the detail belongs to.
 */
function useDetailBack(eventId: number, tab: EventTabId) {
  const navigate = useNavigate();
  const opener = detailStateOf(useLocation().state);
  return () => {
    if (opener) {
      void navigate(-1);
      focusWhenShown(opener.focusId);
      return;
    }
    const search = new URLSearchParams(eventTabSearch(tab)).toString();
    void navigate({ pathname: eventPath(eventId), search }, { preventScrollReset: true });
  };
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div aria-hidden="true" className="space-y-6 rounded-3xl border border-ink-100 bg-white p-6 sm:p-8">
        <Skeleton className="h-9 w-28 rounded-xl" />
        <IdentitySkeleton
          picture="size-28 rounded-2xl"
          lines={['h-7 w-1/2', 'h-4 w-1/3']}
          className="flex items-center gap-5"
        />
        <Skeleton className="h-24 w-full" />
      </div>
    </LoadingRegion>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** `/event/:id/palestrante/:speakerId`: the speaker's detail, from a card or a shared link. */
export function SpeakerDetailRoute({
  eventId,
  speakerId,
  tab,
}: {
  eventId: number;
  speakerId: number;
  tab: EventTabId;
}) {
  const { t } = useTranslation();
  const speaker = useSpeaker(eventId, speakerId);
  const back = useDetailBack(eventId, tab);
  if (speaker.data) return <SpeakerDetail speaker={speaker.data} onBack={back} eventId={eventId} />;
  if (speaker.isPending) return <DetailSkeleton />;
  return isNotFound(speaker.error) ? (
    <StateMessage
      tone="error"
      title={t('event.speakers.notFound')}
      action={{ label: t('event.speakers.back'), onClick: back }}
    />
  ) : (
    <StateMessage
      tone="error"
      title={t('event.speakers.error')}
      action={{ label: t('common.retry'), onClick: () => void speaker.refetch() }}
    />
  );
}

/** `/event/:id/imovel/:propertyId`: the property's detail, from a route or a shared link. */
export function PropertyDetailRoute({ eventId, propertyId }: { eventId: number; propertyId: number }) {
  const { t } = useTranslation();
  const property = useProperty(eventId, propertyId);
  const back = useDetailBack(eventId, 'propertyRoutes');
  if (property.data) return <PropertyDetail property={property.data} onBack={back} eventId={eventId} />;
  if (property.isPending) return <DetailSkeleton />;
  return isNotFound(property.error) ? (
    <StateMessage
      tone="error"
      title={t('event.properties.notFound')}
      action={{ label: t('event.properties.back'), onClick: back }}
    />
  ) : (
    <StateMessage
      tone="error"
      title={t('event.properties.error')}
      action={{ label: t('common.retry'), onClick: () => void property.refetch() }}
    />
  );
}
