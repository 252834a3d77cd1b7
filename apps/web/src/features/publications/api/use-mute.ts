import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type Mute, muteSchema } from '@vitrine/contract';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/client.ts';

export const muteQueryKey = ['user', 'mute'] as const;

/** `GET user/mute`: the signed-in member's mute, or null. Only asked of confirmed members. */
export function useMute(enabled: boolean) {
  const query = useQuery({
    queryKey: muteQueryKey,
    queryFn: async ({ signal }): Promise<Mute | null> =>
      muteSchema.nullable().parse(await apiRequest<unknown>('/user/mute', { signal })),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  return enabled ? (query.data ?? null) : null;
}

/** A write refused with 403 USER_MUTED: the member was muted meanwhile, so the banner refreshes. */
export function refetchMuteOn(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && error.code === 'USER_MUTED') {
    void queryClient.invalidateQueries({ queryKey: muteQueryKey });
  }
}
