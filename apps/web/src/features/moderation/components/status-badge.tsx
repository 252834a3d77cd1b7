import type { PublicationStatus } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

const styles: Record<PublicationStatus, string> = {
  ANALYSIS: 'bg-gold-100 text-gold-700',
  APPROVED: 'bg-success-50 text-success-700',
  DENIED: 'bg-danger-50 text-danger-700',
};

export const statusLabels = {
  ANALYSIS: 'producer.status.ANALYSIS',
  APPROVED: 'producer.status.APPROVED',
  DENIED: 'producer.status.DENIED',
} as const;

/** The original client's publication status names: 'Análise', 'Aprovado', 'Negado'. */
export function StatusBadge({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {t(statusLabels[status])}
    </span>
  );
}
