import { apiErrorSchema, exportKinds, exportQuerySchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pickLocale } from '../../lib/locale.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { createExportsService } from './exports.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The producer's spreadsheet exports (docs/ARCHITECTURE.md, 'Integrations'). */
export async function exportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const exporter = createExportsService(db);

  api.get(
    '/api/export/:kind',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['exports'],
        summary: "An event's list as CSV or XLSX, with the list's filters (ADMIN)",
        description:
          `\`kind\`: ${exportKinds.map((kind) => `\`${kind}\``).join(', ')} (else 400 \`EXPORT_KIND_UNKNOWN\`). ` +
          'Rows in the order of the list the producer area shows: `participant` `GET user?eventId`, ' +
          "`subscriber` `GET user` (`eventId` optional), `publication` the ADMIN's `GET publication/event/{eventId}` " +
          '(`type`, `status`), `agenda` `GET agenda/event/{eventId}` (cancelled items flagged), `exhibitor` and ' +
          '`speaker` their `findByEvent/{eventId}` (`q`). Agenda, exhibitor and speaker files hold every field of ' +
          "the producer's forms (dates dd/MM/yyyy, times HH:mm on the event's clock), to be imported elsewhere. " +
          "Headers in `lang`, else the request's Accept-Language. CSV is UTF-8 with a BOM, `;` for pt-BR and es " +
          'and `,` for en, cells starting with = + - @ neutralized. Streamed: read a page of rows at a time.',
        params: z.object({ kind: z.string().max(40).describe(exportKinds.join(' | ')) }),
        querystring: exportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any().describe('the file'), ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? pickLocale(request.headers['accept-language']);
      const file = await exporter.export(request.tenant.id, request.params.kind, request.query, locale);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.stream);
    },
  );
}
