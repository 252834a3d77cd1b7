import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/toast.tsx';
import { isCachedCopy } from '../lib/offline/offline-data.ts';

/**
 * The network coming back: says so, and asks again for every query showing a saved copy, so the
 * offline banner goes once the data is fresh. Losing it shows no toast: the banner (OfflineBanner)
 * says it for as long as it is true.
 */
export function useOfflineNotice(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOnline = () => {
      toast({ message: t('common.online') });
      void queryClient.invalidateQueries({ predicate: isCachedCopy });
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [t, toast, queryClient]);
}
