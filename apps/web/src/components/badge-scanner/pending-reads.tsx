import './scanner-strings.ts';
import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../ui/icons.tsx';

/** 'N aguardando envio': the reads kept offline; nothing when none wait. */
export function PendingReads({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={count === 0 ? 'sr-only' : ''}>
      {count > 0 && (
        <span className="inline-flex items-center gap-2 rounded-full border border-gold-300 bg-gold-100 px-3 py-1.5 text-sm font-semibold text-gold-700">
          <OfflineIcon className="size-4" />
          {t('scanner.pending', { count })}
        </span>
      )}
    </p>
  );
}
