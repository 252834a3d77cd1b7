import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExportKind,
  ImportKind,
  ImportPreview,
  ImportResult,
  SpreadsheetFormat,
} from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';

export interface ImportFile {
  kind: ImportKind;
  eventId: number;
  file: File;
}

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** `POST /api/import/{kind}/preview?eventId` multipart `file`: every row checked, nothing written. */
export function useImportPreview() {
  return useMutation({
    mutationFn: ({ kind, eventId, file }: ImportFile) =>
      apiRequest<ImportPreview>(`/import/${kind}/preview`, {
        method: 'POST',
        query: { eventId },
        body: form(file),
      }),
  });
}

/** The lists an import of each kind changes. */
const changedLists = {
  speaker: producerKeys.speakers,
  agenda: producerKeys.agenda,
  exhibitor: producerKeys.exhibitors,
  property: producerKeys.properties,
} as const satisfies Record<ImportKind, (eventId: number) => readonly unknown[]>;

/** `POST /api/import/{kind}?eventId` with the same file: every row written, or none (400 `IMPORT_INVALID`). */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, eventId, file }: ImportFile) =>
      apiRequest<ImportResult>(`/import/${kind}`, { method: 'POST', query: { eventId }, body: form(file) }),
    onSuccess: (_result, { kind, eventId }) =>
      queryClient.invalidateQueries({ queryKey: changedLists[kind](eventId) }),
  });
}

/** `GET /api/import/{kind}/template`: the kind's headers in the current language and an example row. */
export function downloadImportTemplate(kind: ImportKind, format: SpreadsheetFormat) {
  return downloadFile(
    `/import/${kind}/template`,
    { format, lang: currentLocale() },
    `${kind}-template.${format}`,
  );
}

/** `GET /api/export/{kind}?eventId`: the event's list, headed in the current language. */
export function downloadExport(kind: ExportKind, eventId: number, format: SpreadsheetFormat) {
  return downloadFile(
    `/export/${kind}`,
    { eventId, format, lang: currentLocale() },
    `${kind}-${eventId}.${format}`,
  );
}
