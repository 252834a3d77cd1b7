import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '../../../components/skeletons/rows-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api/error-text.ts';

interface ContentBlockProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** One kind of an event's content (exhibitors, properties…) with its add button and states. */
export function ContentBlock({
  title,
  addLabel,
  onAdd,
  query,
  isEmpty,
  emptyText,
  children,
}: ContentBlockProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending)
    body = <RowsSkeleton rows={2} rowClassName="h-12 w-full rounded-xl" className="space-y-2" />;
  else if (query.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        {errorText(query.error, t('producer.common.tryAgain'))}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (isEmpty) body = <p className="text-sm text-ink-500">{emptyText}</p>;
  else body = children;

  return (
    <section className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-ink-900">{title}</h3>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <PlusIcon className="size-4" />
          {addLabel}
        </Button>
      </div>
      {body}
    </section>
  );
}

interface ItemRowProps {
  title: string;
  detail?: string;
  onEdit: () => void;
  onDelete: () => void;
  /** One more action before the edit button (an exhibitor's 'Equipe'). */
  extra?: { label: string; accessibleName: string; onClick: () => void };
}

/** A row with the item's name and its edit and delete buttons (named for screen readers). */
export function ItemRow({ title, detail, onEdit, onDelete, extra }: ItemRowProps) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-2 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink-900">{title}</p>
        {detail && <p className="text-xs text-ink-500">{detail}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        {extra && (
          <Button variant="ghost" size="sm" onClick={extra.onClick} aria-label={extra.accessibleName}>
            {extra.label}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('producer.common.editOf', { name: title })}
        >
          {t('producer.common.edit')}
        </Button>
        <DangerButton onClick={onDelete} aria-label={t('producer.common.deleteOf', { name: title })}>
          {t('producer.common.delete')}
        </DangerButton>
      </div>
    </li>
  );
}
