import {
  type FieldIssue,
  type Property,
  type PropertyRequest,
  propertyRequestSchema,
} from '@vitrine/contract';
import type { z } from 'zod';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { cleanHtml, invalidField, parseFormJson, validationError } from '../../lib/form-json.ts';
import type { MediaFile, MediaService } from '../../media/media.service.ts';
import {
  commitWithMedia,
  deleteMediaRows,
  keptMedia,
  pickFieldFiles,
  savePictures,
} from '../../media/media-fields.ts';
import type { Receive } from '../../media/upload-routes.ts';
import { createPropertiesService } from './properties.service.ts';
import { createPropertyAdminRepository, type PropertyValues } from './property-admin.repository.ts';

/** At most ten images per property (the producer brief; the original client sets no number). */
export const maxPropertyImages = 10;

type ParsedRequest = z.output<typeof propertyRequestSchema>;

export type { PropertyRequest };

export interface PropertyAdminDeps {
  db: Db;
  media: MediaService;
  changes: ChangeSeam;
}

/** A property form read and checked in full (fields, then owners), before any image is stored. */
export type PropertyForm = Awaited<ReturnType<typeof receivePropertyForm>>;

export async function receivePropertyForm(
  db: Db,
  tenantId: number,
  query: string | undefined,
  receive: Receive,
) {
  const repository = createPropertyAdminRepository(db);
  const upload = await receive();
  const request = parseFormJson(propertyRequestSchema, 'request', { query, fields: upload.fields });
  const picked = pickFieldFiles(upload.files, {
    pictures: [],
    gallery: { field: 'files', max: maxPropertyImages },
  });
  const values = toValues(tenantId, request);
  if (!(await repository.eventExists(tenantId, request.eventId))) {
    throw notFound('EVENT_NOT_FOUND', request.eventId);
  }
  if (!(await repository.exhibitorOfEvent(tenantId, request.eventId, request.exhibitorsId))) {
    throw notFound('EXHIBITOR_NOT_FOUND', request.exhibitorsId);
  }
  return { request, values, picked };
}

/**
 * The images an edit keeps, in its order: `images` lists the URLs to keep (all of `current` when left
 * out); `also` are further files the list may name (a stand's pending proposal, for its OWNER).
 */
export function keptImages(request: ParsedRequest, current: MediaFile[], also: MediaFile[] = []) {
  if (request.images === undefined) return current;
  return keptMedia([...current, ...also], request.images, (url) => ({
    field: 'request.images',
    message: `not an image of this item: ${url.slice(0, 100)}`,
  }));
}

/** Creates, edits and deletes properties with their images, each request all or nothing. */
export function createPropertyAdminService({ db, media, changes }: PropertyAdminDeps) {
  const repository = createPropertyAdminRepository(db);
  const reads = createPropertiesService(db);

  const service = {
    receive: (tenantId: number, query: string | undefined, receive: Receive) =>
      receivePropertyForm(db, tenantId, query, receive),

    async create(tenantId: number, query: string | undefined, receive: Receive): Promise<Property> {
      return service.createChecked(tenantId, await service.receive(tenantId, query, receive));
    },

    async createChecked(tenantId: number, { values, picked }: PropertyForm): Promise<Property> {
      const stored = (await savePictures(media, tenantId, picked)).gallery;
      const id = await commitWithMedia(media, stored, () =>
        changes.transaction(async (t) => {
          const created = await repository.insert(t, values);
          await repository.setImages(t, created, stored);
          await t.record('property.changed', tenantId, { id: created });
          return { value: created, dropped: [] };
        }),
      );
      return reads.get(tenantId, id);
    },

    /** `images` lists the image URLs to keep (all when left out); new `files` come after them. */
    async update(
      tenantId: number,
      id: number,
      query: string | undefined,
      receive: Receive,
    ): Promise<Property> {
      if (!(await repository.exists(tenantId, id))) throw notFound('IMMOBILE_NOT_FOUND', id);
      return service.updateChecked(tenantId, id, await service.receive(tenantId, query, receive));
    },

    async updateChecked(tenantId: number, id: number, { request, values, picked }: PropertyForm) {
      const keep = (current: MediaFile[]) => keptImages(request, current);
      const kept = keep(await repository.images(db, id));
      if (kept.length + picked.gallery.length > maxPropertyImages) {
        throw invalidField('files', `at most ${maxPropertyImages} images`);
      }
      const stored = (await savePictures(media, tenantId, picked)).gallery;
      await commitWithMedia(media, stored, () =>
        changes.transaction(async (t) => {
          // Deleted meanwhile: nothing to edit.
          if (!(await repository.lock(t, tenantId, id))) throw notFound('IMMOBILE_NOT_FOUND', id);
          const current = await repository.images(t, id);
          // Listed again under the lock, so a concurrent edit's images are judged as they are now.
          const stillKept = keep(current);
          const dropped = current.filter((file) => !stillKept.includes(file));
          await repository.update(t, id, values);
          await deleteMediaRows(t, dropped);
          await repository.setImages(t, id, [...stillKept, ...stored]);
          await t.record('property.changed', tenantId, { id });
          return { value: id, dropped };
        }),
      );
      return reads.get(tenantId, id);
    },

    /** The property, its image rows, then (after the commit) its image files. */
    async remove(tenantId: number, id: number): Promise<void> {
      await commitWithMedia(media, [], () =>
        changes.transaction(async (t) => {
          if (!(await repository.lock(t, tenantId, id))) throw notFound('IMMOBILE_NOT_FOUND', id);
          // A stand's pending changes to it end with it, and so do the images they uploaded.
          const proposed = await repository.closeRevisions(t, id);
          const images = await repository.images(t, id);
          await repository.delete(t, id);
          await deleteMediaRows(t, images);
          await t.record('property.changed', tenantId, { id });
          return { value: undefined, dropped: [...images, ...proposed] };
        }),
      );
    },
  };
  return service;
}
export type PropertyAdminService = ReturnType<typeof createPropertyAdminService>;

function toValues(tenantId: number, request: ParsedRequest): PropertyValues {
  const issues: FieldIssue[] = [];
  const description = cleanHtml(request.description, 'request.description', issues, { required: true });
  if (issues.length > 0) throw validationError(issues);
  return {
    tenantId,
    eventId: request.eventId,
    exhibitorId: request.exhibitorsId,
    title: request.title,
    description: description!,
    status: request.status,
    room: request.room,
    suites: request.suites,
    size: request.size,
    contact: request.contact,
    address: request.address,
  };
}
