import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBase } from '../api/http.ts';

/**
 * On the first visit the service worker takes control only after the page has loaded its data
 * and images, which therefore never passed through it. Ask for them again through it (the HTTP
 * cache answers most of it), so the venue's dead zone finds them after that single visit.
 */
export function useCopiesOnFirstControl(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container || container.controller) return;
    const onControl = () => {
      // The config is loaded once per page (loadPublicConfig), so refetching its query reuses that.
      void fetch(`${apiBase}/config`).catch(() => undefined);
      void queryClient.refetchQueries();
      const media = `${window.location.origin}/api/media/`;
      for (const image of Array.from(document.images)) {
        if (image.currentSrc.startsWith(media)) void fetch(image.currentSrc).catch(() => undefined);
      }
    };
    container.addEventListener('controllerchange', onControl, { once: true });
    return () => container.removeEventListener('controllerchange', onControl);
  }, [queryClient]);
}
