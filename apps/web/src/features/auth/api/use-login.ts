import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { AuthResponse } from './auth-response.ts';

export interface LoginRequest {
  login: string;
  password: string;
}

/** `POST /api/auth/login`. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiRequest<AuthResponse>('/auth/login', { method: 'POST', body, token: 'omit' }),
  });
}
