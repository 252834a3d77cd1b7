import { apiUpload } from './upload.ts';

export type FilePart = readonly [field: string, file: File | null | undefined];

/**
 * A multipart create/edit: the JSON request as a form field (never in the URL: descriptions are
 * long), then the files, sent with upload progress.
 */
export function sendMultipart(
  path: string,
  method: 'POST' | 'PUT',
  jsonField: string,
  request: unknown,
  files: readonly FilePart[],
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  const body = new FormData();
  body.append(jsonField, JSON.stringify(request));
  for (const [field, file] of files) if (file) body.append(field, file, file.name);
  return apiUpload(path, { method, body, onProgress });
}
