import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MediaService } from './media.service.ts';

const fileName = /^[A-Za-z0-9_-]{16,64}(-\d{2,5}\.webp)?$/;

/** Public media: keys are unguessable and never change, so files are cached for a year. */
/**
 * `<key>-<w>.webp` for a width that was not stored serves the widest stored variant not above w
 * (see `variantFor`), so `srcset` can list the standard `imageWidths` for every image.
 */
export async function mediaRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/media/:file',
    {
      config: { tenant: 'none' },
      schema: {
        tags: ['media'],
        summary: 'A stored image variant or video',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!fileName.test(file)) throw new AppError(404, 'FILE_NOT_FOUND');
      const etag = `"${file}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const object = await media.open(file);
      if (!object) throw new AppError(404, 'FILE_NOT_FOUND');
      reply.header('content-length', object.size).header('last-modified', object.modified.toUTCString());
      reply.type(file.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
      return reply.send(object.body);
    },
  );
}
