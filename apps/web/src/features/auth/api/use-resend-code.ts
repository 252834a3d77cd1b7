import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export interface ResendCodeResponse {
  message?: string;
  /** `STILL_QUEUED`: the last code is still on its way, so no new one was made. */
  codeDelivery?: 'QUEUED' | 'STILL_QUEUED';
  /** Seconds until another code may be asked for. */
  resendAfter?: number;
}

/** `POST /api/auth/resend-token/{userId}`: queues a fresh code's mail (or says the last is on its way). */
export function useResendCode() {
  return useMutation({
    mutationFn: (userId: number | string) =>
      apiRequest<ResendCodeResponse | undefined>(`/auth/resend-token/${encodeURIComponent(userId)}`, {
        method: 'POST',
      }),
  });
}
