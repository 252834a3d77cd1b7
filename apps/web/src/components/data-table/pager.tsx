import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What the pages hold, for screen readers ("Páginas de inscritos"). */
  label: string;
}

/** Previous / next over a paged list; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        {t('producer.common.previous')}
      </Button>
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('producer.common.pageOf', { page: page + 1, total: totalPages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages - 1}
        onClick={() => onChange(page + 1)}
      >
        {t('producer.common.next')}
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
