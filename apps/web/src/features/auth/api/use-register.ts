import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { AuthResponse } from './auth-response.ts';

/** SPEC's registration payload; the role is the server's choice, so no roleId is sent. */
export interface RegisterRequest {
  name: string;
  login: string;
  password: string;
  confirmPassword: string;
}

/** `POST /api/auth/register`. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiRequest<AuthResponse>('/auth/register', { method: 'POST', body }),
  });
}
