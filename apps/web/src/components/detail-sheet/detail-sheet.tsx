import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal.tsx';

export interface DetailField {
  /** Stable key; the term when it is a string. */
  key?: string;
  term: string;
  value: ReactNode;
  /** The term is read by screen readers only, where the value speaks for itself on screen. */
  termHidden?: boolean;
}

interface DetailFieldsProps {
  fields: readonly DetailField[];
  /**
   * 'rows' (default): a term and its value on one line, a rule between rows; 'inline': the
   * fields side by side, wrapping, each value under its term (a header's facts).
   */
  layout?: 'rows' | 'inline';
  className?: string;
}

/** One record's labelled fields as a description list. */
export function DetailFields({ fields, layout = 'rows', className = '' }: DetailFieldsProps) {
  const rows = layout === 'rows';
  return (
    <dl
      className={`text-sm ${rows ? 'divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-sand-50' : 'flex flex-wrap items-center gap-x-6 gap-y-2'} ${className}`}
    >
      {fields.map((field) => (
        <div
          key={field.key ?? field.term}
          className={rows ? 'flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5' : 'min-w-0'}
        >
          <dt className={field.termHidden ? 'sr-only' : 'text-ink-500'}>{field.term}</dt>
          <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface DetailSheetProps {
  open: boolean;
  /** Escape, the overlay and the close button ask for this; the caller may refuse while busy. */
  onClose: () => void;
  title: string;
  description?: string;
  /** The record's labelled fields, shown first. */
  fields?: readonly DetailField[];
  fieldsLayout?: DetailFieldsProps['layout'];
  /** The buttons in the sheet's footer. */
  actions?: ReactNode;
  /** Whatever the record shows beyond its fields: its text, media, history, a panel. */
  children?: ReactNode;
  width?: 'narrow' | 'wide';
}

/**
 * One record and what can be done with it, in a sheet along the right edge (the full width of a
 * phone). Modal (Radix) traps the focus, closes on Escape, gives the focus back to the opener and
 * names the dialog by its title and description.
 */
export function DetailSheet({
  open,
  onClose,
  title,
  description,
  fields,
  fieldsLayout,
  actions,
  children,
  width,
}: DetailSheetProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      footer={actions}
      width={width}
      placement="side"
    >
      <div className="space-y-4">
        {fields && fields.length > 0 && <DetailFields fields={fields} layout={fieldsLayout} />}
        {children}
      </div>
    </Modal>
  );
}
