import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { AuthResponse } from './auth-response.ts';

/** `POST /api/auth/guest`: a guest session without credentials. */
export function useGuestLogin() {
  return useMutation({
    mutationFn: () => apiRequest<AuthResponse>('/auth/guest', { method: 'POST', token: 'omit' }),
  });
}
