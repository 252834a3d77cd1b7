import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error.ts';
import { noteQueryData } from '../lib/offline/offline-data.ts';

/** Client errors will not heal by asking again; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Which data on screen is the service worker's copy (the offline banner).
    queryCache: new QueryCache({ onSuccess: noteQueryData }),
    defaultOptions: {
      // 'offlineFirst': without network a query still asks once, and the service worker answers
      // from its copies; the default ('online') would wait for the network instead.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
