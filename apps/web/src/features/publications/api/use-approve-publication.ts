import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication, PublicationStatus } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { publicationsKey } from './keys.ts';

/** `PATCH publication/approval/{id}?status=` with body `{status}` (ADMIN). */
export function useApprovePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PublicationStatus }) =>
      apiRequest<Publication>(`/publication/approval/${id}`, {
        method: 'PATCH',
        query: { status },
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey }),
  });
}
