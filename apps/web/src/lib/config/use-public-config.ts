import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitrine/contract';
import { loadPublicConfig } from './public-config.ts';

export const publicConfigQueryKey = ['public-config'] as const;

const options = {
  queryKey: publicConfigQueryKey,
  queryFn: loadPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
} as const;

/** For the boot gate, which shows the loading and error states. */
export function usePublicConfigQuery() {
  return useQuery(options);
}

/** For everything below the boot gate: the config is there by then. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(options).data;
}
