import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics, trackAnalytics } from './analytics.ts';

/** Pages that report their own view with the event or exhibitor shown (usePageView). */
const selfReporting = /^\/(event|expositor)(\/|$)/;

/** Queues a page_view whenever the path changes (tabs are counted apart as tab_open). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    startAnalytics();
    if (!selfReporting.test(pathname)) trackAnalytics({ type: 'page_view', path: pathname });
  }, [pathname]);
}

/** The page_view of an event or exhibitor page, naming what it shows so the producer's summary counts it. */
export function usePageView(ids: { eventId?: number | null; exhibitorId?: number | null }) {
  const { pathname } = useLocation();
  const eventId = ids.eventId ?? undefined;
  const exhibitorId = ids.exhibitorId ?? undefined;
  useEffect(() => {
    if (eventId === undefined && exhibitorId === undefined) return;
    trackAnalytics({ type: 'page_view', path: pathname, eventId, exhibitorId });
  }, [pathname, eventId, exhibitorId]);
}
