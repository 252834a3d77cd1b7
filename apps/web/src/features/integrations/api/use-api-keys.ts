import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

/** `GET /api/integration/key`: the tenant's live keys, newest first. */
export function useApiKeys() {
  return useQuery({
    queryKey: producerKeys.apiKeys,
    queryFn: ({ signal }) => apiRequest<ApiKey[]>('/integration/key', { signal }),
  });
}

/**
 * `POST /api/integration/key` `{name, scopes}` → the key, this once. The answer stays in the
 * mutation (and so in the dialog that shows it), never in the query cache: the list is refetched.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // The key must not outlive the dialog that shows it: no mutation cache afterwards either.
    gcTime: 0,
    mutationFn: (request: CreateApiKey) =>
      apiRequest<CreatedApiKey>('/integration/key', { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.apiKeys }),
  });
}

/** `DELETE /api/integration/key/{id}`: refused from the next call on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/integration/key/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.apiKeys }),
  });
}
