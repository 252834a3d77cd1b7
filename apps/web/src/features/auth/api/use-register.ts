import { useMutation } from '@tanstack/react-query';
import { type RegisterRequest, registrationRoleId } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import type { AuthResponse } from './auth-response.ts';

export type RegistrationInput = Omit<RegisterRequest, 'roleId'>;

/**
 * `POST /api/auth/register`. Sent without the stored token: a guest creating an account is
 * starting a new session, not extending the guest's.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegistrationInput) =>
      apiRequest<AuthResponse>('/auth/register', {
        method: 'POST',
        body: { ...body, roleId: registrationRoleId },
        token: 'omit',
      }),
  });
}
