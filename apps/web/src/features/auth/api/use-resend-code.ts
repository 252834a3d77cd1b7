import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export interface ResendCodeResponse {
  message?: string;
  /** Seconds until another code may be asked for. */
  resendAfter?: number;
}

/** `POST /api/auth/resend-token/{userId}`: mails a fresh code. */
export function useResendCode() {
  return useMutation({
    mutationFn: (userId: number | string) =>
      apiRequest<ResendCodeResponse | undefined>(`/auth/resend-token/${encodeURIComponent(userId)}`, {
        method: 'POST',
      }),
  });
}
