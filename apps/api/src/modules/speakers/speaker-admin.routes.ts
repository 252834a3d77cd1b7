import { idParamSchema, speakerSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { formSchema, requestQuerySchema, uploadRoutes, writeErrors } from '../../media/upload-routes.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { createSpeakerAdminService } from './speaker-admin.service.ts';

const requestDescription =
  'JSON `SpeakerRequest` as `?request=` or the multipart field `request`; picture as the multipart ' +
  'file `profilePicture` (JPEG/PNG, 5 MB). All or nothing: a bad field or file leaves no row and no file.';

const speakerForm = formSchema({ profilePicture: { max: 1, description: 'JPEG/PNG, 5 MB' } });

/** Producer writes of speakers: ADMIN of the tenant only. */
export async function speakerAdminRoutes(app: FastifyInstance, { db, tempDir }: { db: Db; tempDir: string }) {
  const withUpload = await uploadRoutes(app, {
    tempDir,
    videoMaxBytes: 0,
    maxFiles: 1,
    maxFieldBytes: 1_048_576,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const speakers = createSpeakerAdminService({ db, media: app.media, changes: app.changes });

  api.post(
    '/api/speaker',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['speakers'],
        summary: 'Create a speaker (ADMIN)',
        description: requestDescription,
        consumes: ['multipart/form-data'],
        querystring: requestQuerySchema,
        body: speakerForm,
        response: { 201: speakerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await speakers.create(request.tenant.id, request.query.request, withUpload(request));
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/speaker/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['speakers'],
        summary: 'Edit a speaker (ADMIN); a new `profilePicture` replaces the current one',
        description: `${requestDescription} Without \`profilePicture\` the current picture stays.`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: requestQuerySchema,
        body: speakerForm,
        response: { 200: speakerSchema, ...writeErrors },
      },
    },
    (request) =>
      speakers.update(request.tenant.id, request.params.id, request.query.request, withUpload(request)),
  );

  api.delete(
    '/api/speaker/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['speakers'],
        summary: 'Delete a speaker (ADMIN): off every agenda item, picture deleted',
        params: idParamSchema,
        response: { 204: z.null().describe('deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await speakers.remove(request.tenant.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
