import {
  type Event,
  type ImportKind,
  type ImportRow,
  importKinds,
  importLimits,
  type SpreadsheetFormat,
} from '@vitrine/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PanelHeader } from '../../../components/ui/panel-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { downloadImportTemplate, useCommitImport, useImportPreview } from '../api/use-import.ts';
import { importKindLabels } from './import-export-labels.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';

const megabytes = Math.round(importLimits.maxBytes / 1_048_576);
const accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const selectClass =
  'h-11 w-full rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 focus:border-ink-500 focus:outline-none sm:max-w-xs';

/** The rows a refused commit (400 `IMPORT_INVALID`) lists, as the preview does. */
function invalidRows(error: unknown): ImportRow[] | null {
  return isApiError(error) && error.code === 'IMPORT_INVALID' ? (error.args as ImportRow[]) : null;
}

/** What the rows would do: the preview's totals, also for the rows a refused commit lists. */
const countsOf = (rows: readonly ImportRow[]) => ({
  created: rows.filter((row) => row.errors.length === 0 && row.action === 'create').length,
  updated: rows.filter((row) => row.errors.length === 0 && row.action === 'update').length,
  invalid: rows.filter((row) => row.errors.length > 0).length,
});

/**
 * 'Importar': a kind, its template, a file checked row by row ('Pré-visualizar'), then written
 * all at once ('Importar N linhas') when no row has an error.
 */
export function ImportPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const titleId = useId();
  const kindId = useId();
  const fileId = useId();
  const blockedId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('exhibitor');
  const [file, setFile] = useState<File | null>(null);
  const [templateBusy, setTemplateBusy] = useState<SpreadsheetFormat | null>(null);
  const [templateError, setTemplateError] = useState<unknown>(null);
  const preview = useImportPreview();
  const commit = useCommitImport();
  const tooLarge = file !== null && file.size > importLimits.maxBytes;

  const reset = () => {
    preview.reset();
    commit.reset();
  };
  const template = async (format: SpreadsheetFormat) => {
    setTemplateBusy(format);
    setTemplateError(null);
    try {
      await downloadImportTemplate(kind, format);
    } catch (failure) {
      setTemplateError(failure);
    } finally {
      setTemplateBusy(null);
    }
  };
  const fileErrorText = (error: unknown) =>
    isApiError(error) && error.status === 413
      ? t('producer.importExport.import.tooLarge', { size: megabytes })
      : errorText(error, t('producer.importExport.import.failed'));

  const refused = invalidRows(commit.error);
  const rows = refused ?? preview.data?.rows ?? null;
  const counts = rows && countsOf(rows);
  const total = counts ? counts.created + counts.updated : 0;
  const ready = counts !== null && refused === null && counts.invalid === 0 && total > 0;

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <PanelHeader
        id={titleId}
        title={t('producer.importExport.import.title')}
        description={t('producer.importExport.import.description')}
      />
      <div className="space-y-5 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6">
        <div className="space-y-1.5">
          <label htmlFor={kindId} className="block text-sm font-medium text-ink-800">
            {t('producer.importExport.import.kind')}
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(change) => {
              setKind(change.target.value as ImportKind);
              setTemplateError(null);
              reset();
            }}
            className={selectClass}
          >
            {importKinds.map((option) => (
              <option key={option} value={option}>
                {t(importKindLabels[option])}
              </option>
            ))}
          </select>
        </div>

        <div className="space-y-2">
          <p className="text-sm text-ink-600">{t('producer.importExport.import.templateHint')}</p>
          <div className="flex flex-wrap gap-2">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                size="sm"
                disabled={templateBusy !== null}
                aria-busy={templateBusy === format}
                onClick={() => void template(format)}
              >
                {templateBusy === format && <Spinner className="size-4" />}
                {t(
                  format === 'csv'
                    ? 'producer.importExport.import.templateCsv'
                    : 'producer.importExport.import.templateXlsx',
                )}
              </Button>
            ))}
          </div>
          {templateError !== null && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {errorText(templateError, t('producer.importExport.import.templateFailed'))}
            </p>
          )}
        </div>

        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-ink-800">
            {t('producer.importExport.import.file')}
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept={accept}
            aria-describedby={`${fileId}-hint`}
            onChange={(change) => {
              setFile(change.target.files?.[0] ?? null);
              reset();
            }}
            className="block w-full max-w-full text-sm text-ink-700 file:me-3 file:h-10 file:cursor-pointer file:rounded-xl file:border file:border-ink-200 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:bg-ink-50"
          />
          <p id={`${fileId}-hint`} className="text-xs text-ink-500">
            {t('producer.importExport.import.fileHint', { size: megabytes, rows: importLimits.maxRows })}
          </p>
        </div>

        <Button
          disabled={file === null || tooLarge || preview.isPending || commit.isPending}
          aria-busy={preview.isPending}
          onClick={() => {
            if (!file) return;
            commit.reset();
            preview.mutate({ kind, eventId: event.id, file });
          }}
        >
          {preview.isPending && <Spinner className="size-4" />}
          {preview.isPending
            ? t('producer.importExport.import.checking')
            : t('producer.importExport.import.preview')}
        </Button>
        {tooLarge && (
          <Alert tone="error">{t('producer.importExport.import.tooLarge', { size: megabytes })}</Alert>
        )}
        {preview.isError && <Alert tone="error">{fileErrorText(preview.error)}</Alert>}
      </div>

      {preview.isPending && <TableSkeleton rows={3} />}

      {commit.isSuccess && (
        <Alert tone="success">
          <p>
            {t('producer.importExport.import.done', {
              created: commit.data.created,
              updated: commit.data.updated,
            })}
          </p>
          <Link
            to={`/area-produtor?section=my-events&event=${event.id}`}
            className="mt-1 inline-block font-semibold underline underline-offset-2"
          >
            {t('producer.importExport.import.seeList', { kind: t(importKindLabels[kind]) })}
          </Link>
        </Alert>
      )}
      {commit.isError && refused === null && <Alert tone="error">{fileErrorText(commit.error)}</Alert>}

      {rows !== null && file !== null && !commit.isSuccess && (
        <div className="space-y-4">
          {refused && <Alert tone="error">{t('producer.importExport.import.refused')}</Alert>}
          {counts && (
            <p role="status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-ink-800">
              <span>{t('producer.importExport.preview.toCreate', { count: counts.created })}</span>
              <span>{t('producer.importExport.preview.toUpdate', { count: counts.updated })}</span>
              <span className={counts.invalid > 0 ? 'text-danger-700' : undefined}>
                {t('producer.importExport.preview.withErrors', { count: counts.invalid })}
              </span>
            </p>
          )}
          {rows.length === 0 ? (
            <p className="text-sm text-ink-600">{t('producer.importExport.preview.empty')}</p>
          ) : (
            <ImportPreviewTable
              key={`${file.name} ${file.size} ${file.lastModified}`}
              rows={rows}
              fileName={file.name}
            />
          )}
          {counts && (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="accent"
                disabled={!ready || commit.isPending}
                aria-busy={commit.isPending}
                aria-describedby={ready ? undefined : blockedId}
                onClick={() => commit.mutate({ kind, eventId: event.id, file })}
              >
                {commit.isPending && <Spinner className="size-4" />}
                {commit.isPending
                  ? t('producer.importExport.import.importing')
                  : t('producer.importExport.import.commit', { count: total })}
              </Button>
              {!ready && (
                <p id={blockedId} className="text-sm text-ink-600">
                  {counts.invalid > 0
                    ? t('producer.importExport.import.fixFirst')
                    : t('producer.importExport.preview.empty')}
                </p>
              )}
            </div>
          )}
        </div>
      )}
      {commit.isSuccess && (
        <Button
          variant="outline"
          onClick={() => {
            reset();
            setFile(null);
            if (input.current) input.current.value = '';
            input.current?.focus();
          }}
        >
          {t('producer.importExport.import.another')}
        </Button>
      )}
    </section>
  );
}
