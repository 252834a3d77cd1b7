import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantSettings } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/tenant/settings`. */
export function useTenantSettings() {
  return useQuery({
    queryKey: producerKeys.settings,
    queryFn: ({ signal }) => apiRequest<TenantSettings>('/tenant/settings', { signal }),
  });
}

/** `PUT /api/tenant/settings`; visitors read the result through `GET /api/config`. */
export function useSaveTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TenantSettings) =>
      apiRequest<TenantSettings>('/tenant/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(producerKeys.settings, saved),
  });
}
