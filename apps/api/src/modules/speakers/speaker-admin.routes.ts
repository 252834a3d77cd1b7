import { idParamSchema, speakerSchema } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formSchema,
  type ProducerRoutesOptions,
  requestQuerySchema,
  writeErrors,
} from '../properties/property-admin.routes.ts';
import { adminOnly, producerUploads } from '../properties/property-admin.upload.ts';
import { createSpeakerAdminService } from './speaker-admin.service.ts';

const requestDescription =
  'JSON `SpeakerRequest` as `?request=` or the multipart field `request`; picture as the multipart ' +
  'file `profilePicture` (JPEG/PNG, 5 MB). All or nothing: a bad field or file leaves no row and no file.';

const speakerForm = formSchema({ profilePicture: { max: 1, description: 'JPEG/PNG, 5 MB' } });

/** Producer writes of speakers: ADMIN of the tenant only. */
export async function speakerAdminRoutes(app: FastifyInstance, { db, tempDir }: ProducerRoutesOptions) {
  const receive = await producerUploads(app, tempDir);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const speakers = createSpeakerAdminService({ db, media: app.media, readCache: app.readCache });

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
      const upload = await receive(request, 1);
      const created = await speakers.create(request.tenant.id, request.query.request, upload);
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
    (request) => {
      return speakers.update(request.tenant.id, request.params.id, request.query.request, () =>
        receive(request, 1),
      );
    },
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
