import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { SupportRequest } from '../lib/support-validation.ts';

/** `POST /api/user/help`. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (body: SupportRequest) => apiRequest<unknown>('/user/help', { method: 'POST', body }),
  });
}
