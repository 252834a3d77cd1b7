import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** Edit mode while the saved record loads, or when it could not be read. */
export function RecordState({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (failed) return <Alert tone="error">{t('producerForms.loadFailed')}</Alert>;
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-sm text-ink-600">
      <Spinner />
      {t('producerForms.loading')}
    </p>
  );
}
