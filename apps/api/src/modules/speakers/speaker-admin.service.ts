import { type Speaker, speakerRequestSchema } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { cleanHtml, invalidField, parseFormJson } from '../../lib/form-json.ts';
import type { MediaService } from '../../media/media.service.ts';
import {
  commitWithMedia,
  deleteMediaRows,
  loadMedia,
  pickFieldFiles,
  savePictures,
} from '../../media/media-fields.ts';
import type { Receive } from '../../media/upload-routes.ts';
import type { ReceivedUpload } from '../../media/uploads.ts';
import { createSpeakerAdminRepository } from './speaker-admin.repository.ts';
import { createSpeakersService } from './speakers.service.ts';

export interface SpeakerAdminDeps {
  db: Db;
  media: MediaService;
  changes: ChangeSeam;
}

/** Creates, edits and deletes speakers with their profile picture, each request all or nothing. */
export function createSpeakerAdminService({ db, media, changes }: SpeakerAdminDeps) {
  const repository = createSpeakerAdminRepository(db);
  const reads = createSpeakersService(db);

  /** The request checked in full before the picture is stored. */
  async function checked(tenantId: number, query: string | undefined, upload: ReceivedUpload) {
    const request = parseFormJson(speakerRequestSchema, 'request', { query, fields: upload.fields });
    const picked = pickFieldFiles(upload.files, { pictures: ['profilePicture'] as const });
    const values = {
      tenantId,
      eventId: request.eventId,
      name: request.name,
      company: request.company,
      office: request.office,
      description: cleanHtml(request.description, 'request.description', [], { required: false }) ?? '',
    };
    if (!(await repository.eventExists(tenantId, request.eventId))) {
      throw notFound('EVENT_NOT_FOUND', request.eventId);
    }
    return { values, picked };
  }

  return {
    async create(tenantId: number, query: string | undefined, receive: Receive): Promise<Speaker> {
      const { values, picked } = await checked(tenantId, query, await receive());
      const stored = await savePictures(media, tenantId, picked);
      const id = await commitWithMedia(media, stored.all, () =>
        changes.transaction(async (t) => {
          const profilePictureId = stored.pictures.profilePicture?.id ?? null;
          const created = await repository.insert(t, { ...values, profilePictureId });
          await t.record('speaker.changed', tenantId, { id: created });
          return { value: created, dropped: [] };
        }),
      );
      return reads.get(tenantId, id);
    },

    /** A picture sent replaces the current one; none sent keeps it. The event cannot change. */
    async update(
      tenantId: number,
      id: number,
      query: string | undefined,
      receive: Receive,
    ): Promise<Speaker> {
      const current = await repository.byId(tenantId, id);
      if (!current) throw notFound('SPEAKER_NOT_FOUND', id);
      const { values, picked } = await checked(tenantId, query, await receive());
      // Its agenda items belong to its event: moving it would leave them billing a stranger.
      if (values.eventId !== current.eventId)
        throw invalidField('request.eventId', 'a speaker stays with its event');
      const stored = await savePictures(media, tenantId, picked);
      await commitWithMedia(media, stored.all, () =>
        changes.transaction(async (t) => {
          const locked = await repository.lock(t, tenantId, id);
          if (!locked) throw notFound('SPEAKER_NOT_FOUND', id);
          const picture = stored.pictures.profilePicture;
          await repository.update(t, id, {
            ...values,
            ...(picture ? { profilePictureId: picture.id } : {}),
          });
          const dropped = picture ? await loadMedia(t, [locked.profilePictureId]) : [];
          await deleteMediaRows(t, dropped);
          await t.record('speaker.changed', tenantId, { id });
          return { value: id, dropped };
        }),
      );
      return reads.get(tenantId, id);
    },

    /** The speaker (and its agenda links, by cascade), then its picture's row and files. */
    async remove(tenantId: number, id: number): Promise<void> {
      await commitWithMedia(media, [], () =>
        changes.transaction(async (t) => {
          const locked = await repository.lock(t, tenantId, id);
          if (!locked) throw notFound('SPEAKER_NOT_FOUND', id);
          const dropped = await loadMedia(t, [locked.profilePictureId]);
          await repository.delete(t, id);
          await deleteMediaRows(t, dropped);
          await t.record('speaker.changed', tenantId, { id });
          return { value: undefined, dropped };
        }),
      );
    },
  };
}
export type SpeakerAdminService = ReturnType<typeof createSpeakerAdminService>;
