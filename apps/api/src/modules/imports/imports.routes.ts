import {
  apiErrorSchema,
  importKinds,
  importLimits,
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  importTemplateQuerySchema,
} from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pickLocale } from '../../lib/locale.ts';
import { uploadRoutes, writeErrors } from '../../media/upload-routes.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { createImportsService, type ReceiveFile } from './imports.service.ts';

const fileRequired = () => new AppError(400, 'IMPORT_FILE_REQUIRED');

/** The multipart part `file`, whole in memory (10 MB at most): a larger one is a 413. */
const receiveFile =
  (request: FastifyRequest): ReceiveFile =>
  async () => {
    if (!request.isMultipart()) throw fileRequired();
    const part = await request.file({ limits: { fileSize: importLimits.maxBytes, files: 1 } });
    if (!part) throw fileRequired();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw fileRequired();
    }
    try {
      return await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, 'IMPORT_FILE_TOO_LARGE', [importLimits.maxBytes]);
      throw error;
    }
  };

const description =
  `\`kind\`: ${importKinds.map((kind) => `\`${kind}\``).join(', ')} (else 400 \`IMPORT_KIND_UNKNOWN\`). ` +
  "Multipart `file`: CSV (`;` or `,`, UTF-8 with or without BOM, or Excel's windows-1252) or XLSX (first " +
  `sheet; formulas read as their text), at most ${importLimits.maxBytes} bytes (else 413 ` +
  `\`IMPORT_FILE_TOO_LARGE\`) and ${importLimits.maxRows} data rows (else 400 \`IMPORT_TOO_MANY_ROWS\`). ` +
  "Headers as `GET export/{kind}` writes them, in any of the three languages, or the columns' keys. Rows " +
  'match records of the event by key (agenda: theme + date + start; exhibitor and property: title; speaker: ' +
  'name): update, else create. Pictures are not imported.';

const params = z.object({ kind: z.string().max(40).describe(importKinds.join(' | ')) });
const fileForm = z
  .object({ file: z.string().meta({ format: 'binary' }).describe('the CSV or XLSX') })
  .partial()
  .nullish();

/** The producer's spreadsheet imports: ADMIN of the tenant only. */
export async function importsRoutes(
  app: FastifyInstance,
  { db, changes, tempDir }: { db: Db; changes: ChangeSeam; tempDir: string },
) {
  // The upload plugin's multipart scope: a refused request's unread body closes the connection.
  await uploadRoutes(app, { tempDir, videoMaxBytes: 0, maxFiles: 1 });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const imports = createImportsService({ db, changes });

  api.get(
    '/api/import/:kind/template',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['imports'],
        summary: "A kind's import file to fill in: its header row and one example row (ADMIN)",
        description:
          `\`kind\`: ${importKinds.map((kind) => `\`${kind}\``).join(', ')} (else 400 \`IMPORT_KIND_UNKNOWN\`). ` +
          "Headers in `lang`, else the request's Accept-Language, written as `GET export/{kind}` writes " +
          'files. The example row imports once the records it names exist (the agenda item names the ' +
          'example speaker, the property the example exhibitor) and its date falls within the event.',
        params,
        querystring: importTemplateQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.any().describe('the file'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? pickLocale(request.headers['accept-language']);
      const file = imports.template(request.params.kind, request.query.format, locale);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.stream);
    },
  );

  api.post(
    '/api/import/:kind/preview',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['imports'],
        summary: 'Check a spreadsheet to import into an event (ADMIN); writes nothing',
        description: `${description} Lists every row: create or update, and its errors (column, code, args).`,
        consumes: ['multipart/form-data'],
        params,
        querystring: importQuerySchema,
        body: fileForm,
        response: { 200: importPreviewSchema, ...writeErrors },
      },
    },
    async (request) =>
      imports.preview(request.tenant.id, request.params.kind, request.query.eventId, receiveFile(request)),
  );

  api.post(
    '/api/import/:kind',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['imports'],
        summary: 'Import a spreadsheet into an event (ADMIN): every row or none',
        description:
          `${description} Any bad row: 400 \`IMPORT_INVALID\` with the preview's rows in \`args\`, nothing ` +
          'written; else every row in one transaction.',
        consumes: ['multipart/form-data'],
        params,
        querystring: importQuerySchema,
        body: fileForm,
        response: { 200: importResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      imports.commit(request.tenant.id, request.params.kind, request.query.eventId, receiveFile(request)),
  );
}
