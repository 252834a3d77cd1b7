import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { producerKey } from '../../../lib/api/producer-keys.ts';

export type DeletableKind = 'event' | 'exhibitor' | 'property' | 'speaker' | 'agenda';

const paths: Record<DeletableKind, string> = {
  event: '/event',
  exhibitor: '/exhibitor',
  property: '/routeImmobile',
  speaker: '/speaker',
  agenda: '/agenda',
};

/** `DELETE /api/{kind}/{id}`; refreshes every producer list (an event takes its content with it). */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: DeletableKind; id: number }) =>
      apiRequest<void>(`${paths[kind]}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKey }),
  });
}
