import type { ImportCellError, ImportRow } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tdClass } from '../../../components/data-table/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { translateServerError } from '../../../lib/i18n/server-errors.ts';
import { columnLabelOf } from './import-export-labels.ts';

/** Rows drawn at a time: a 5,000-row file stays quick to show. */
const pageSize = 100;

/** One cell's fault: its column as the producer's header calls it, and why, in their language. */
function CellError({ error }: { error: ImportCellError }) {
  const { t } = useTranslation();
  const label = columnLabelOf(error.column);
  return (
    <li>
      <span className="font-semibold">{label ? t(label) : error.column}</span>
      {': '}
      {translateServerError({ code: error.code, message: '', args: error.args })}
    </li>
  );
}

/**
 * Every row of a checked spreadsheet: its number, key, whether it creates or updates and its
 * errors. Rows with errors come first; 'Só linhas com erro' hides the others.
 */
export function ImportPreviewTable({ rows, fileName }: { rows: readonly ImportRow[]; fileName: string }) {
  const { t } = useTranslation();
  const filterId = useId();
  const withErrors = rows.filter((row) => row.errors.length > 0);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [shown, setShown] = useState(pageSize);
  const ordered = onlyErrors ? withErrors : [...withErrors, ...rows.filter((row) => row.errors.length === 0)];
  const visible = ordered.slice(0, shown);
  const columns = {
    row: t('producer.importExport.preview.columns.row'),
    key: t('producer.importExport.preview.columns.key'),
    action: t('producer.importExport.preview.columns.action'),
    errors: t('producer.importExport.preview.columns.errors'),
  };

  return (
    <div className="space-y-3">
      {withErrors.length > 0 && (
        <div className="flex items-center gap-2">
          <input
            id={filterId}
            type="checkbox"
            checked={onlyErrors}
            onChange={(change) => {
              setOnlyErrors(change.target.checked);
              setShown(pageSize);
            }}
            className="size-4 rounded border-ink-300 accent-ink-900"
          />
          <label htmlFor={filterId} className="text-sm font-medium text-ink-800">
            {t('producer.importExport.preview.onlyErrors')}
          </label>
        </div>
      )}
      <DataTable
        label={t('producer.importExport.preview.tableLabel', { file: fileName })}
        minWidth="min-w-[40rem]"
        columns={[
          { label: columns.row, className: 'w-20' },
          { label: columns.key },
          { label: columns.action, className: 'w-32' },
          { label: columns.errors },
        ]}
      >
        {visible.map((row) => {
          const bad = row.errors.length > 0;
          return (
            <tr key={row.row} className={bad ? 'bg-danger-50/50' : undefined}>
              <td data-label={columns.row} className={`${tdClass} tabular-nums`}>
                {row.row}
              </td>
              <td data-label={columns.key} className={`${tdClass} max-w-xs font-medium wrap-anywhere`}>
                {row.key || <span className="text-ink-500">{t('producer.importExport.preview.noKey')}</span>}
              </td>
              <td data-label={columns.action} className={tdClass}>
                <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink-700">
                  {t(
                    row.action === 'create'
                      ? 'producer.importExport.preview.create'
                      : 'producer.importExport.preview.update',
                  )}
                </span>
              </td>
              <td data-label={columns.errors} className={tdClass}>
                {bad ? (
                  <span className="flex items-start gap-2 text-danger-700 max-sm:text-start">
                    <AlertIcon className="mt-0.5 size-4 shrink-0" />
                    <ul className="space-y-1">
                      {row.errors.map((error) => (
                        <CellError key={`${error.column} ${error.code}`} error={error} />
                      ))}
                    </ul>
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-success-700">
                    <CheckCircleIcon className="size-4 shrink-0" />
                    {t('producer.importExport.preview.ok')}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {ordered.length > shown && (
        <Button variant="outline" size="sm" onClick={() => setShown((count) => count + pageSize)}>
          {t('producer.importExport.preview.showMore', {
            count: Math.min(pageSize, ordered.length - shown),
            total: ordered.length - shown,
          })}
        </Button>
      )}
    </div>
  );
}
