import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/toast.tsx';

/** Tells a visitor who lost signal that what they see is the copy saved on the device. */
export function useOfflineNotice(): void {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    const onOffline = () => toast({ message: t('common.offline') });
    const onOnline = () => toast({ message: t('common.online') });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t, toast]);
}
