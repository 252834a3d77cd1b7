import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api/client.ts';
import { clearSession } from './session-store.ts';

const logoutTimeoutMs = 3_000;

/**
 * Signs out: asks the API to revoke the token (best effort, a dead network must not trap the
 * user in a session), forgets it locally and goes back to onboarding — or, with `stay`, leaves
 * the visitor on the page (an invitation asking to sign in with another account).
 */
export function useLogout({ stay = false }: { stay?: boolean } = {}): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiRequest('/auth/logout', {
        method: 'POST',
        token: 'keep',
        signal: AbortSignal.timeout(logoutTimeoutMs),
      });
    } catch {
      // Already expired, revoked or offline: signing out locally is what matters.
    }
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.meta?.personal === true });
    if (!stay) navigate('/initial', { replace: true });
  }, [navigate, queryClient, stay]);
}
