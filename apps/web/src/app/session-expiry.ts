import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useToast } from '../components/ui/toast.tsx';
import { onSessionExpired } from '../lib/session/session-store.ts';

/**
 * When the API refuses the stored token (the client has already forgotten it): say so, drop the
 * user's own data and re-run the route guards, which send a guarded page to /initial.
 */
export function useSessionExpiryNotice(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      onSessionExpired(() => {
        toast({ message: t('session.expired') });
        queryClient.removeQueries({ predicate: (query) => query.meta?.personal === true });
        void revalidate();
      }),
    [t, toast, queryClient, revalidate],
  );
}
