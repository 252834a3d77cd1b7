import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../components/ui/icons.tsx';
import { formatCopyTime } from '../lib/format/copy-time.ts';
import { currentLocale } from '../lib/i18n/language.ts';
import { useOfflineData } from '../lib/offline/offline-data.ts';

/**
 * 'Sem conexão — dados de 14:05' at the foot of the screen while what it shows is a saved copy
 * (the service worker's, or what was loaded before the network went), not a toast that goes away:
 * the visitor should know, as long as it is true, that a session may have moved since.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const data = useOfflineData();
  let text: string | null = null;
  if (data === 'offline') text = t('common.offlineNoData');
  else if (data !== null) text = t('common.offlineSince', { time: formatCopyTime(data, currentLocale()) });
  return (
    // The live region is always there, so the text is announced when it appears.
    <div role="status" className="sticky bottom-0 z-50">
      {text && (
        <p className="flex items-center justify-center gap-2 border-t border-gold-300 bg-gold-100 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-semibold text-ink-900">
          <OfflineIcon className="size-4 shrink-0" />
          {text}
        </p>
      )}
    </div>
  );
}
