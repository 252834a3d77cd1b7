import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadUpdate } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { standLeadKeys } from './stand-lead-keys.ts';

/** `PATCH /api/exhibitor/{id}/leads/{leadId}`: the team's rating, notes and tags. */
export function useUpdateLead(exhibitorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, update }: { leadId: number; update: LeadUpdate }) =>
      apiRequest<Lead>(`/exhibitor/${exhibitorId}/leads/${leadId}`, { method: 'PATCH', body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standLeadKeys.all(exhibitorId) }),
  });
}
