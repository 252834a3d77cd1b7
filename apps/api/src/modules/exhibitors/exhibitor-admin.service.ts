import { type Exhibitor, exhibitorRequestSchema, type FieldIssue } from '@vitrine/contract';
import type { z } from 'zod';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  cleanHtml,
  compactSocialMedia,
  parseFormJson,
  toAddress,
  validationError,
} from '../../lib/form-json.ts';
import type { MediaService } from '../../media/media.service.ts';
import {
  commitWithMedia,
  deleteMediaRows,
  loadMedia,
  pickFieldFiles,
  replacedIds,
  savePictures,
} from '../../media/media-fields.ts';
import type { Receive } from '../../media/upload-routes.ts';
import {
  type ExhibitorPictures,
  type ExhibitorValues,
  exhibitorAdminRepository as repository,
} from './exhibitor-admin.repository.ts';
import type { ExhibitorsService } from './exhibitors.service.ts';

export const pictureFields = ['profilePicture', 'coverPhoto', 'coverPhotoMobile'] as const;
export type PictureField = (typeof pictureFields)[number];
export const columnOf: Record<PictureField, keyof ExhibitorPictures> = {
  profilePicture: 'profilePictureId',
  coverPhoto: 'coverPhotoId',
  coverPhotoMobile: 'coverPhotoMobileId',
};
/** The original client's form field for the JSON; the `request` query parameter is accepted too. */
export const requestField = 'exhibitorRequest';

export interface ExhibitorAdminDeps {
  db: Db;
  media: MediaService;
  changes: ChangeSeam;
  exhibitors: ExhibitorsService;
}

/** exhibitor.changed: what happened to the stand, and which (the page is at `GET exhibitor/{id}`). */
export const exhibitorChanged = (
  tx: Tx,
  tenantId: number,
  stand: { id: number; eventId: number; title: string },
  action: 'created' | 'updated' | 'deleted',
) =>
  tx.record('exhibitor.changed', tenantId, {
    action,
    id: stand.id,
    eventId: stand.eventId,
    title: stand.title,
  });

type ParsedRequest = z.output<typeof exhibitorRequestSchema>;

/** Row values of a parsed request: HTML sanitized (an empty description is an error). */
function exhibitorValues(request: ParsedRequest): ExhibitorValues {
  const issues: FieldIssue[] = [];
  const field = (name: string) => `${requestField}.${name}`;
  const description = cleanHtml(request.description, field('description'), issues, { required: true });
  const aboutSponsor = cleanHtml(request.aboutSponsor, field('aboutSponsor'), issues, { required: false });
  if (issues.length > 0) throw validationError(issues);
  return {
    eventId: request.idEvent,
    title: request.title,
    description: description!,
    shortDescription: request.shortDescription,
    category: request.category,
    quota: request.quota,
    sponsor: request.sponsor,
    aboutSponsor,
    sector: request.sector,
    company: request.company,
    local: request.local,
    address: request.address ? toAddress(request.address) : null,
    socialMedia: compactSocialMedia(request.socialMedia),
  };
}

/** Files, then the JSON (field or query), then the event of the tenant: all before any media is stored. */
export async function receiveExhibitorForm(
  db: Db,
  tenantId: number,
  query: string | undefined,
  receive: Receive,
) {
  const upload = await receive();
  const picked = pickFieldFiles(upload.files, { pictures: pictureFields });
  const request = parseFormJson(exhibitorRequestSchema, requestField, { query, fields: upload.fields });
  const values = exhibitorValues(request);
  if (!(await repository.eventExists(db, tenantId, values.eventId))) {
    throw notFound('EVENT_NOT_FOUND', values.eventId);
  }
  return { picked, values };
}

/** The producer's exhibitor writes (`POST exhibitor`, plus PUT and DELETE), each all or nothing. */
export function createExhibitorAdminService({ db, media, changes, exhibitors }: ExhibitorAdminDeps) {
  const transaction = changes.transaction.bind(changes);

  const receiveForm = (tenantId: number, query: string | undefined, receive: Receive) =>
    receiveExhibitorForm(db, tenantId, query, receive);

  const lockEvent = async (tx: Db, tenantId: number, eventId: number) => {
    // Deleted meanwhile: the new media are removed again by commitWithMedia.
    if (!(await repository.lockEvent(tx, tenantId, eventId))) throw notFound('EVENT_NOT_FOUND', eventId);
  };

  return {
    /** The exhibitor as the showcase shows it (after a stand's live edit). */
    get: (tenantId: number, id: number) => exhibitors.get(tenantId, id),

    async create(tenantId: number, query: string | undefined, receive: Receive): Promise<Exhibitor> {
      const { picked, values } = await receiveForm(tenantId, query, receive);
      const stored = await savePictures(media, tenantId, picked);
      const id = await commitWithMedia(media, stored.all, () =>
        transaction(async (tx) => {
          await lockEvent(tx, tenantId, values.eventId);
          const pictures: Partial<ExhibitorPictures> = {};
          for (const name of pictureFields) pictures[columnOf[name]] = stored.pictures[name]?.id ?? null;
          const id = await repository.insert(tx, tenantId, { ...values, ...pictures });
          await exhibitorChanged(
            tx,
            tenantId,
            { id, eventId: values.eventId, title: values.title },
            'created',
          );
          return { value: id, dropped: [] };
        }),
      );
      return exhibitors.get(tenantId, id);
    },

    /** Replaces the fields; a picture sent replaces the current one, which leaves storage after commit. */
    async update(
      tenantId: number,
      id: number,
      query: string | undefined,
      receive: Receive,
    ): Promise<Exhibitor> {
      if (!(await repository.byId(db, tenantId, id))) throw notFound('EXHIBITOR_NOT_FOUND', id);
      const { picked, values } = await receiveForm(tenantId, query, receive);
      const stored = await savePictures(media, tenantId, picked);
      await commitWithMedia(media, stored.all, () =>
        transaction(async (tx) => {
          const current = await repository.lock(tx, tenantId, id);
          if (!current) throw notFound('EXHIBITOR_NOT_FOUND', id);
          await lockEvent(tx, tenantId, values.eventId);
          const pictures: Partial<ExhibitorPictures> = {};
          const currentPictures = {} as Record<PictureField, number | null>;
          for (const name of pictureFields) {
            currentPictures[name] = current[columnOf[name]];
            const added = stored.pictures[name];
            if (added) pictures[columnOf[name]] = added.id;
          }
          await repository.update(tx, current, { ...values, ...pictures });
          await exhibitorChanged(
            tx,
            tenantId,
            { id, eventId: values.eventId, title: values.title },
            'updated',
          );
          const dropped = await loadMedia(tx, replacedIds(currentPictures, stored));
          await deleteMediaRows(tx, dropped);
          return { value: null, dropped };
        }),
      );
      return exhibitors.get(tenantId, id);
    },

    /** The exhibitor and its properties (cascade); their media leave storage after commit. */
    async remove(tenantId: number, id: number): Promise<void> {
      await commitWithMedia(media, [], () =>
        transaction(async (tx) => {
          const current = await repository.lock(tx, tenantId, id);
          if (!current) throw notFound('EXHIBITOR_NOT_FOUND', id);
          const dropped = await loadMedia(tx, [
            current.profilePictureId,
            current.coverPhotoId,
            current.coverPhotoMobileId,
            ...(await repository.propertyMedia(tx, id)),
          ]);
          await exhibitorChanged(tx, tenantId, current, 'deleted');
          await repository.remove(tx, tenantId, id);
          await deleteMediaRows(tx, dropped);
          return { value: null, dropped };
        }),
      );
    },
  };
}
export type ExhibitorAdminService = ReturnType<typeof createExhibitorAdminService>;
