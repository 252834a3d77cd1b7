import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeadSkeleton } from '../../../components/skeletons/identity-skeleton.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { ShareButton } from '../../../components/ui/share-button.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { usePageView } from '../../../lib/analytics/use-page-views.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useReleaseBootScreen } from '../../../lib/boot/use-release-boot-screen.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { useRenderedLater } from '../../../lib/scheduling/use-rendered-later.ts';
import { useEvent } from '../api/use-event.ts';
import { AccountBanner } from '../components/account-banner.tsx';
import { EventHeader } from '../components/event-header.tsx';
import { EventTabs } from '../components/event-tabs.tsx';
import { ParticipateButton } from '../components/participate-button.tsx';
import { ShortcutsPanel } from '../components/shortcuts-panel.tsx';
import { SponsorsSkeleton } from '../components/tab-skeletons.tsx';
import { eventPath } from '../event-paths.ts';

/**
 * /event: the deployment's featured event (the original client fixes one event; the server says which);
 * /event/:id: any event of the tenant (the producer area links there); its speakers' and
 * properties' addresses open their detail (EventTabs). Anyone may read it.
 */
export function EventPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const params = useParams();
  const pathId = Number(params.id);
  const eventId = Number.isInteger(pathId) && pathId > 0 ? pathId : config.defaultEventId;
  const event = useEvent(eventId);
  usePageView({ eventId });
  // The boot screen showing this event's cover stays until the header replaces it.
  useReleaseBootScreen(eventId === null || !event.isPending);
  // The header first (the boot screen gives way to it), the tabs and shortcuts right after.
  const bodyShown = useRenderedLater(event.isSuccess);

  let content: React.ReactNode;
  if (eventId === null) {
    content = (
      <StateMessage
        headingLevel={1}
        title={t('event.emptyTitle')}
        description={t('event.emptyDescription')}
        icon={<CalendarIcon className="size-7" />}
      />
    );
  } else if (event.isPending) {
    content = <EventSkeleton label={t('common.loading')} />;
  } else if (event.isError) {
    content = (
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('event.loadError')}
        description={errorText(event.error, t('event.loadErrorHint'))}
        action={{ label: t('common.retry'), onClick: () => void event.refetch() }}
      />
    );
  } else {
    content = (
      <div className="space-y-8">
        <title>{`${event.data.title} · Vitrine`}</title>
        <EventHeader
          event={event.data}
          actions={
            <>
              <ShareButton
                title={event.data.title}
                url={`${window.location.origin}${eventPath(event.data.id)}`}
                size="md"
              />
              <ParticipateButton event={event.data} />
            </>
          }
        />
        {/* Below the header, where the boot screen leaves room: the cover stays where it first showed. */}
        <AccountBanner />
        {bodyShown ? (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <EventTabs event={event.data} />
            </div>
            <ShortcutsPanel eventId={event.data.id} />
          </div>
        ) : (
          <LoadingRegion label={t('common.loading')} className="space-y-8">
            <EventBodySkeleton />
          </LoadingRegion>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-3 pt-4 pb-16 sm:px-6 sm:pt-6">
      {(eventId === null || event.isError) && <AccountBanner />}
      {content}
    </div>
  );
}

function EventSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="space-y-8">
      <div aria-hidden="true" className="space-y-8">
        <PageHeadSkeleton
          cover="h-32 w-full rounded-3xl sm:h-48 lg:h-60"
          picture="-mt-12 size-24 rounded-2xl border-4 border-white sm:-mt-16 sm:size-32"
          lines={['h-8 w-2/3 max-w-md', 'h-4 w-1/2 max-w-sm']}
          className="flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:px-6"
        />
        <EventBodySkeleton />
      </div>
    </LoadingRegion>
  );
}

/** Where the tabs and the shortcuts go. */
function EventBodySkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <Skeleton className="h-12 w-full rounded-xl" />
      <SponsorsSkeleton />
      <Skeleton className="h-64 w-full rounded-3xl" />
    </div>
  );
}
