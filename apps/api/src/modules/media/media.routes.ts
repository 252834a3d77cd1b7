import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MediaService } from '../../media/media.service.ts';

const fileName = /^[A-Za-z0-9_-]{16,64}(-\d{2,5}\.webp|\.mp4|\.webm|\.ogg)?$/;
const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
};

/** Public media: keys are unguessable and never change, so files are cached for a year. */
/**
 * `<key>-<w>.webp` for a width that was not stored serves the widest stored variant not above w
 * (see `variantFor`), so `srcset` can list the standard `mediaWidths` (contract) for every image.
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
      const extension = file.split('.').at(-1) ?? '';
      // Videos play inline: browsers fetch them in ranges (Safari requires it) to start and seek.
      const video = extension !== 'webp' && file.includes('.');
      const range = video ? byteRange(request.headers.range) : undefined;
      const object = await media.open(file, range);
      if (!object) throw new AppError(404, 'FILE_NOT_FOUND');
      reply.header('last-modified', object.modified.toUTCString());
      reply.type(contentTypes[extension] ?? 'application/octet-stream');
      if (video) reply.header('accept-ranges', 'bytes');
      if (range && !object.range) {
        object.body.destroy();
        return reply.status(416).header('content-range', `bytes */${object.size}`).send();
      }
      if (object.range) {
        const { start, end } = object.range;
        reply.status(206).header('content-range', `bytes ${start}-${end}/${object.size}`);
        reply.header('content-length', end - start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.body);
    },
  );
}

/** `bytes=start-` or `bytes=start-end`; anything else (suffix or multiple ranges) gets the whole file. */
function byteRange(header: string | undefined) {
  const match = header ? /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}
