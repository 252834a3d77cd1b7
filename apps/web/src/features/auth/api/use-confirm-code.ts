import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { AuthResponse } from './auth-response.ts';

/** `PATCH /api/auth/confirm-user/{userId}` with the six-digit code. */
export function useConfirmCode() {
  return useMutation({
    mutationFn: ({ userId, code }: { userId: number | string; code: string }) =>
      apiRequest<AuthResponse | undefined>(`/auth/confirm-user/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: { code },
      }),
  });
}
