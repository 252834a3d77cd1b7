import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LocalStarsMigration, QueuedStarsReplay } from '../../features/favorites/index.ts';
import { usePageViews } from '../../lib/analytics/use-page-views.ts';
import { useReleaseBootScreen } from '../../lib/boot/use-release-boot-screen.ts';
import { useCopiesOnFirstControl } from '../../lib/offline/first-control.ts';
import { usePersonalCopiesOwner } from '../../lib/offline/personal-cache.ts';
import { OfflineBanner } from '../offline-banner.tsx';
import { useOfflineNotice } from '../offline-notice.ts';
import { useSessionExpiryNotice } from '../session-expiry.ts';

export const mainContentId = 'main-content';

/** Wraps every route: the skip link lands on each layout's <main id="main-content">. */
export function RootLayout() {
  const { t } = useTranslation();
  useOfflineNotice();
  usePersonalCopiesOwner();
  useCopiesOnFirstControl();
  useSessionExpiryNotice();
  usePageViews();
  // Only the event's page keeps a held boot screen (until its header is ready); any other lets it go.
  useReleaseBootScreen(!/^\/event(?:\/|$)/.test(useLocation().pathname));
  return (
    <>
      <a
        href={`#${mainContentId}`}
        onClick={(event) => {
          // Moving focus ourselves keeps the router out of it (a hash change is a navigation).
          event.preventDefault();
          const main = document.getElementById(mainContentId);
          main?.focus();
          main?.scrollIntoView();
        }}
        className="sr-only z-[70] rounded-xl bg-ink-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
      <OfflineBanner />
      <LocalStarsMigration />
      <QueuedStarsReplay />
      <ScrollRestoration />
    </>
  );
}
