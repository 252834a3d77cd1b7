import { type Event, eventRequestSchema } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { invalidField, parseFormJson } from '../../lib/form-json.ts';
import type { MediaService } from '../../media/media.service.ts';
import {
  commitWithMedia,
  deleteMediaRows,
  keptMedia,
  loadMedia,
  pickFieldFiles,
  replacedIds,
  savePictures,
} from '../../media/media-fields.ts';
import type { Receive } from '../../media/upload-routes.ts';
import { type EventPictures, eventAdminRepository as repository } from './event-admin.repository.ts';
import { eventValues } from './event-admin.values.ts';
import type { EventsService } from './events.service.ts';

/** Gallery images an event may hold (the `files` parts). */
export const maxGalleryImages = 20;
export const pictureFields = ['coverPhoto', 'coverPhotoMobile', 'profilePicture'] as const;
type PictureField = (typeof pictureFields)[number];
const columnOf: Record<PictureField, keyof EventPictures> = {
  coverPhoto: 'coverPhotoId',
  coverPhotoMobile: 'coverPhotoMobileId',
  profilePicture: 'profilePictureId',
};

export interface EventAdminDeps {
  db: Db;
  media: MediaService;
  changes: ChangeSeam;
  events: EventsService;
  /** Drops this node's cached tenant row (its default event changed). */
  forgetTenant: () => void;
}

const fileSpec = { pictures: pictureFields, gallery: { field: 'files', max: maxGalleryImages } };
/** The producer's event writes (`POST/PUT/DELETE event`), each all or nothing. */
export function createEventAdminService({ db, media, changes, events, forgetTenant }: EventAdminDeps) {
  const transaction = changes.transaction.bind(changes);

  return {
    async create(tenantId: number, query: string | undefined, receive: Receive): Promise<Event> {
      const upload = await receive();
      const picked = pickFieldFiles(upload.files, fileSpec);
      const request = parseFormJson(eventRequestSchema, 'request', { query, fields: upload.fields });
      const values = eventValues(request);
      const stored = await savePictures(media, tenantId, picked);
      const { id, adopted } = await commitWithMedia(media, stored.all, () =>
        transaction(async (tx) => {
          const pictures: Partial<EventPictures> = {};
          for (const name of pictureFields) pictures[columnOf[name]] = stored.pictures[name]?.id ?? null;
          const id = await repository.insert(tx, tenantId, { ...values, ...pictures });
          await repository.setGallery(tx, id, stored.gallery);
          const adopted = await repository.adoptAsDefault(tx, tenantId, id);
          await tx.record('event.changed', tenantId, { eventId: id });
          return { value: { id, adopted }, dropped: [] };
        }),
      );
      if (adopted) forgetTenant();
      return events.get(tenantId, id);
    },

    /**
     * Replaces the fields; `images` lists the gallery URLs to keep (left out: all kept), new
     * `files` are appended; a picture sent replaces the old one, which leaves storage after commit.
     */
    async update(tenantId: number, id: number, query: string | undefined, receive: Receive): Promise<Event> {
      const current = await repository.byId(db, tenantId, id);
      if (!current) throw notFound('EVENT_NOT_FOUND', id);
      const upload = await receive();
      const picked = pickFieldFiles(upload.files, fileSpec);
      const request = parseFormJson(eventRequestSchema, 'request', { query, fields: upload.fields });
      const values = eventValues(request, current);
      const gallery = await repository.gallery(db, id);
      const kept = request.images
        ? keptMedia(gallery, request.images, (_url, index) => ({
            field: `request.images.${index}`,
            message: 'Not an image of this event',
          }))
        : gallery;
      if (kept.length + picked.gallery.length > maxGalleryImages) {
        throw invalidField('files', `at most ${maxGalleryImages} images`);
      }
      const stored = await savePictures(media, tenantId, picked);
      await commitWithMedia(media, stored.all, () =>
        transaction(async (tx) => {
          const locked = await repository.lock(tx, tenantId, id);
          if (!locked) throw notFound('EVENT_NOT_FOUND', id);
          // Read again under the lock: a concurrent edit may have changed the gallery meanwhile.
          const lockedGallery = await repository.gallery(tx, id);
          const keptNow = request.images
            ? kept.filter((file) => lockedGallery.some((other) => other.id === file.id))
            : lockedGallery;
          const keptIds = new Set(keptNow.map((file) => file.id));
          const pictures: Partial<EventPictures> = {};
          const currentPictures = {} as Record<PictureField, number | null>;
          for (const name of pictureFields) {
            currentPictures[name] = locked[columnOf[name]];
            const added = stored.pictures[name];
            if (added) pictures[columnOf[name]] = added.id;
          }
          await repository.update(tx, id, { ...values, ...pictures });
          await repository.setGallery(tx, id, [...keptNow, ...stored.gallery]);
          const dropped = [
            ...(await loadMedia(tx, replacedIds(currentPictures, stored))),
            ...lockedGallery.filter((file) => !keptIds.has(file.id)),
          ];
          await deleteMediaRows(tx, dropped);
          await tx.record('event.changed', tenantId, { eventId: id });
          return { value: null, dropped };
        }),
      );
      return events.get(tenantId, id);
    },

    /** The event and everything under it (rows cascade); all their media leave storage after commit. */
    async remove(tenantId: number, id: number): Promise<void> {
      await commitWithMedia(media, [], () =>
        transaction(async (tx) => {
          const locked = await repository.lock(tx, tenantId, id);
          if (!locked) throw notFound('EVENT_NOT_FOUND', id);
          const dropped = await repository.media(tx, await repository.mediaUnder(tx, locked));
          await repository.remove(tx, tenantId, id);
          await deleteMediaRows(tx, dropped);
          await tx.record('event.changed', tenantId, { eventId: id });
          return { value: null, dropped };
        }),
      );
      forgetTenant();
    },
  };
}
export type EventAdminService = ReturnType<typeof createEventAdminService>;
