import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

/** `POST /api/auth/resend-token/{userId}`: mails a fresh code. */
export function useResendCode() {
  return useMutation({
    mutationFn: (userId: number | string) =>
      apiRequest<unknown>(`/auth/resend-token/${encodeURIComponent(userId)}`, { method: 'POST' }),
  });
}
