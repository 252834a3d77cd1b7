import { type Event, type ExportKind, exportKinds, type SpreadsheetFormat } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PanelHeader } from '../../../components/ui/panel-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { downloadExport } from '../api/use-import.ts';
import { exportKindLabels } from './import-export-labels.ts';

interface Download {
  kind: ExportKind;
  format: SpreadsheetFormat;
}

/** 'Exportar': each of the event's lists as CSV or XLSX, headed in the producer's language. */
export function ExportPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState<Download | null>(null);
  const [failed, setFailed] = useState<{ kind: ExportKind; error: unknown } | null>(null);

  const run = async (download: Download) => {
    setBusy(download);
    setFailed(null);
    try {
      await downloadExport(download.kind, event.id, download.format);
    } catch (error) {
      setFailed({ kind: download.kind, error });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <PanelHeader
        id={titleId}
        title={t('producer.importExport.export.title')}
        description={t('producer.importExport.export.description', { event: event.title })}
      />
      <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-xs">
        {exportKinds.map((kind) => {
          const name = t(exportKindLabels[kind]);
          return (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
              <span className="text-sm font-semibold text-ink-900">{name}</span>
              <span className="flex gap-2">
                {(['csv', 'xlsx'] as const).map((format) => {
                  const running = busy?.kind === kind && busy.format === format;
                  return (
                    <Button
                      key={format}
                      variant="outline"
                      size="sm"
                      disabled={busy !== null}
                      aria-busy={running}
                      aria-label={t('producer.importExport.export.download', {
                        kind: name,
                        format: format.toUpperCase(),
                      })}
                      onClick={() => void run({ kind, format })}
                    >
                      {running && <Spinner className="size-4" />}
                      {format.toUpperCase()}
                    </Button>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {busy ? t('producer.importExport.export.busy', { kind: t(exportKindLabels[busy.kind]) }) : ''}
      </p>
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('producer.importExport.export.failed', { kind: t(exportKindLabels[failed.kind]) })}{' '}
          {errorText(failed.error, '')}
        </p>
      )}
    </section>
  );
}
