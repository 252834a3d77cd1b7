import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics, trackAnalytics } from './analytics.ts';

/** Queues a page_view whenever the path changes (tabs are counted apart as tab_open). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    startAnalytics();
    trackAnalytics({ type: 'page_view', path: pathname });
  }, [pathname]);
}
