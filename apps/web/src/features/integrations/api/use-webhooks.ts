import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  CreateWebhook,
  UpdateWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSecret,
} from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';

export const deliveriesPageSize = 20;
/** The delivery log refreshes this often while it is open: retries land by themselves. */
export const deliveriesRefreshMs = 10_000;

/** `GET /api/integration/webhook`. */
export function useWebhooks() {
  return useQuery({
    queryKey: producerKeys.webhooks,
    queryFn: ({ signal }) => apiRequest<Webhook[]>('/integration/webhook', { signal }),
  });
}

/** `POST /api/integration/webhook` → the endpoint and its secret (shown by the dialog, not cached). */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: (request: CreateWebhook) =>
      apiRequest<CreatedWebhook>('/integration/webhook', { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.webhooks }),
  });
}

/** `PUT /api/integration/webhook/{id}`: its address, events, description, or on/off. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateWebhook & { id: number }) =>
      apiRequest<Webhook>(`/integration/webhook/${id}`, { method: 'PUT', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.webhooks }),
  });
}

/** `DELETE /api/integration/webhook/{id}`. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/integration/webhook/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.webhooks }),
  });
}

/** `GET /api/integration/webhook/{id}/secret`, asked for when shown and dropped when hidden. */
export function useWebhookSecret(id: number, shown: boolean) {
  return useQuery({
    queryKey: producerKeys.webhookSecret(id),
    queryFn: ({ signal }) => apiRequest<WebhookSecret>(`/integration/webhook/${id}/secret`, { signal }),
    enabled: shown,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /api/integration/webhook/{id}/secret/rotate`: the new secret; the old one signs 24 h more. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WebhookSecret>(`/integration/webhook/${id}/secret/rotate`, { method: 'POST' }),
    onSuccess: (secret, id) => {
      queryClient.setQueryData(producerKeys.webhookSecret(id), secret);
      return queryClient.invalidateQueries({ queryKey: producerKeys.webhooks, exact: true });
    },
  });
}

/** `GET /api/integration/webhook/{id}/deliveries`: newest first, paged by `before`, refreshed while open. */
export function useWebhookDeliveries(id: number) {
  return useInfiniteQuery({
    queryKey: producerKeys.webhookDeliveries(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<WebhookDeliveryPage>(`/integration/webhook/${id}/deliveries`, {
        signal,
        query: { before: pageParam, size: deliveriesPageSize },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    refetchInterval: deliveriesRefreshMs,
  });
}

/** After a send: the log shows the new try, the list its pending count. */
function useRefreshDeliveries() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: producerKeys.webhookDeliveries(id) }),
      queryClient.invalidateQueries({ queryKey: producerKeys.webhooks, exact: true }),
    ]);
}

/** `POST /api/integration/webhook/{id}/deliveries/{deliveryId}/resend` → 202. */
export function useResendDelivery() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) =>
      apiRequest<WebhookDelivery>(`/integration/webhook/${webhookId}/deliveries/${deliveryId}/resend`, {
        method: 'POST',
      }),
    onSuccess: (_delivery, { webhookId }) => refresh(webhookId),
  });
}

/** `POST /api/integration/webhook/{id}/test` → 202: a `test` message through the same path. */
export function useTestWebhook() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WebhookDelivery>(`/integration/webhook/${id}/test`, { method: 'POST' }),
    onSuccess: (_delivery, id) => refresh(id),
  });
}
