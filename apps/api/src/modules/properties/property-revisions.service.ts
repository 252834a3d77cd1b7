import type {
  PropertyDraft,
  PropertyRevision,
  PropertyRevisionAction,
  RevisionStatus,
  TokenClaims,
} from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { invalidField } from '../../lib/form-json.ts';
import type { MediaFile, MediaService } from '../../media/media.service.ts';
import { commitWithMedia, deleteMediaRows, loadMedia, savePictures } from '../../media/media-fields.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { revisionsRepository } from '../stands/revisions.repository.ts';
import {
  decideInUnit,
  ensureStandReader,
  recordRevisionDecision,
  requirePending,
  revisionHeader,
} from '../stands/revisions.ts';
import { standTeamRepository } from '../stands/stands.repository.ts';
import { presentProperty } from './properties.presenter.ts';
import { createPropertyAdminRepository } from './property-admin.repository.ts';
import { keptImages, maxPropertyImages, type PropertyForm } from './property-admin.service.ts';
import {
  type ProposedProperty,
  type PropertyRevisionRow as RevisionRow,
  propertyRevisionsRepository as revisions,
} from './property-revisions.repository.ts';

type Stand = NonNullable<Awaited<ReturnType<typeof standTeamRepository.stand>>>;

/** How long the team's list keeps a decided revision in view. */
const decidedShownDays = 30;
const fields = [
  'title',
  'images',
  'description',
  'status',
  'room',
  'suites',
  'size',
  'contact',
  'address',
] as const;

export interface PropertyRevisionsDeps {
  db: Db;
  media: MediaService;
  changes: ChangeSeam;
}

/**
 * A constructor stand's OWNER changes its route's properties through the producer's `routeImmobile`
 * writes: each new property, edit or removal waits for the organizer as a PENDING revision
 * (one per property: a new save replaces it), unless the organizer turned on 'publicar sem revisão'
 * for the stand. Approving applies it as the producer's own write would; the team is told either
 * way, by notification and mail, in each member's language.
 */
export function createPropertyRevisionsService(deps: PropertyRevisionsDeps) {
  const { db, media } = deps;
  const repository = createPropertyAdminRepository(db);
  const transaction = deps.changes.transaction.bind(deps.changes);

  /** The revision's proposed gallery, in order. */
  async function gallery(t: Db, revisionId: number): Promise<MediaFile[]> {
    const ids = await revisions.galleryIds(t, revisionId);
    const files = await loadMedia(t, ids);
    const byId = new Map(files.map((file) => [file.id, file]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Closes the revision's claim on its images: those its property does not show leave with it
   * (rows now, files after the commit, through the returned list).
   */
  async function releaseImages(t: Db, revision: RevisionRow, keep: MediaFile[] = []): Promise<MediaFile[]> {
    const proposed = await gallery(t, revision.id);
    const shown = revision.propertyId
      ? new Set((await repository.images(t, revision.propertyId)).map((file) => file.id))
      : new Set<number>();
    const kept = new Set(keep.map((file) => file.id));
    const own = proposed.filter((file) => !shown.has(file.id) && !kept.has(file.id));
    await revisions.clearGallery(t, revision.id);
    await deleteMediaRows(t, own);
    return own;
  }

  function draft(row: RevisionRow, stand: { id: number }, images: string[]): PropertyDraft | null {
    if (!row.proposed) return null;
    const { id: _id, ...rest } = presentProperty(
      {
        ...row.proposed,
        id: 0,
        tenantId: row.tenantId,
        eventId: 0,
        exhibitorId: stand.id,
        createdAt: row.createdAt,
      },
      images,
    );
    return rest;
  }

  async function currentOf(row: RevisionRow): Promise<PropertyDraft | null> {
    if (!row.propertyId || row.action === 'CREATE') return null;
    const property = await revisions.property(db, row.propertyId);
    if (!property) return null;
    const files = await repository.images(db, property.id);
    const urls = await loadMediaUrls(
      db,
      files.map((file) => file.id),
    );
    const { id: _id, ...rest } = presentProperty(
      property,
      files.flatMap((file) => urls.get(file.id) ?? []),
    );
    return rest;
  }

  async function present(row: RevisionRow): Promise<PropertyRevision> {
    const stand = await revisionsRepository.stand(db, row.exhibitorId);
    const author = await revisionsRepository.authorName(db, row.authorId);
    const files = await gallery(db, row.id);
    const urls = await loadMediaUrls(
      db,
      files.map((file) => file.id),
    );
    const current = await currentOf(row);
    const proposed = draft(
      row,
      stand!,
      files.flatMap((file) => urls.get(file.id) ?? []),
    );
    const changed =
      current && proposed
        ? fields.filter((field) => JSON.stringify(current[field]) !== JSON.stringify(proposed[field]))
        : [];
    return {
      ...revisionHeader(row, stand!, author),
      propertyId: row.propertyId,
      action: row.action,
      current,
      proposed,
      changed,
    };
  }

  /** The organizer's decision, told to the stand's team by its subscribers. */
  const recordDecision = (
    tx: Tx,
    stand: Stand,
    revision: RevisionRow,
    approved: boolean,
    reason: string | null,
  ) =>
    recordRevisionDecision(
      tx,
      revision.tenantId,
      stand,
      { kind: 'property', id: revision.id, propertyId: revision.propertyId, title: revision.title },
      approved,
      reason,
    );

  /** Locks the revision for its decision; a decision made meanwhile is a 409. */
  async function lockPending(tx: Db, tenantId: number, revisionId: number) {
    return requirePending(await revisionsRepository.lock(tx, 'property', tenantId, revisionId), revisionId);
  }

  async function standOf(tenantId: number, exhibitorId: number, t: Db = db): Promise<Stand> {
    const stand = await standTeamRepository.stand(t, tenantId, exhibitorId);
    if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
    return stand;
  }

  async function decided(tenantId: number, revisionId: number) {
    return present((await revisionsRepository.byId(db, 'property', tenantId, revisionId))!);
  }

  return {
    /** Whether the user is the OWNER of any stand of the tenant: anyone else's form is never read. */
    async ownsAStand(tenantId: number, principal: TokenClaims): Promise<boolean> {
      return revisions.ownsAStand(db, tenantId, principal.userId);
    },

    /** The stand the caller owns (403 otherwise). */
    async ownedStand(tenantId: number, exhibitorId: number, principal: TokenClaims): Promise<Stand> {
      const stand = await standOf(tenantId, exhibitorId);
      if ((await standTeamRepository.roleOf(db, exhibitorId, principal.userId)) !== 'OWNER') {
        throw new AppError(403, 'FORBIDDEN');
      }
      return stand;
    },

    /** The property and its stand, when the caller owns that stand (404 unknown, 403 someone else's). */
    async ownedProperty(tenantId: number, propertyId: number, principal: TokenClaims) {
      const property = await revisions.propertyStand(db, tenantId, propertyId);
      if (!property) throw notFound('IMMOBILE_NOT_FOUND', propertyId);
      return { property, stand: await this.ownedStand(tenantId, property.exhibitorId, principal) };
    },

    /**
     * Saves the OWNER's change as the PENDING revision: for a new property (`propertyId` null), an
     * edit (`form` given) or a removal. A pending revision of the same property is REPLACED; the
     * images it uploaded that this one does not keep leave storage.
     */
    async propose(
      tenantId: number,
      stand: Stand,
      principal: TokenClaims,
      change: { action: PropertyRevisionAction; propertyId: number | null; form: PropertyForm | null },
    ): Promise<PropertyRevision> {
      const { action, propertyId, form } = change;
      if (form && form.values.exhibitorId !== stand.id) {
        throw invalidField('request.exhibitorsId', "a stand's team keeps its properties on its own stand");
      }
      const stored = form ? (await savePictures(media, tenantId, form.picked)).gallery : [];
      const row = await commitWithMedia(media, stored, () =>
        transaction(async (tx) => {
          let current: MediaFile[] = [];
          let title = form?.values.title ?? '';
          if (propertyId !== null) {
            const property = await repository.lock(tx, tenantId, propertyId);
            if (!property) throw notFound('IMMOBILE_NOT_FOUND', propertyId);
            current = await repository.images(tx, propertyId);
            if (!form) title = property.title;
          }
          const previous =
            propertyId === null
              ? null
              : await revisionsRepository.replacePending(tx, 'property', { propertyId });
          const previousGallery = previous ? await gallery(tx, previous.id) : [];
          const images = form
            ? [...(action === 'CREATE' ? [] : keptImages(form.request, current, previousGallery)), ...stored]
            : [];
          if (images.length > maxPropertyImages) {
            throw invalidField('files', `at most ${maxPropertyImages} images`);
          }
          const dropped = previous ? await releaseImages(tx, previous, images) : [];
          const proposed: ProposedProperty | null = form
            ? ((({ tenantId: _t, eventId: _e, exhibitorId: _x, ...values }) => values)(
                form.values,
              ) as ProposedProperty)
            : null;
          const created = await revisions.insert(tx, {
            tenantId,
            exhibitorId: stand.id,
            propertyId,
            action,
            title,
            proposed,
            authorId: principal.userId,
          });
          await revisions.setGallery(tx, created.id, images);
          return { value: created, dropped };
        }),
      );
      return present(row);
    },

    /** The stand's pending revisions and those decided lately, newest first (ADMIN and the team). */
    async ofStand(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
    ): Promise<PropertyRevision[]> {
      await standOf(tenantId, exhibitorId);
      await ensureStandReader(db, exhibitorId, principal);
      const since = new Date(Date.now() - decidedShownDays * 86_400_000);
      const rows = await revisions.ofStand(db, exhibitorId, since);
      return Promise.all(rows.map(present));
    },

    /** The organizer's queue: pending oldest first, decided newest first. */
    async list(tenantId: number, status: RevisionStatus): Promise<PropertyRevision[]> {
      const rows = await revisionsRepository.queue(db, 'property', tenantId, status);
      return Promise.all(rows.map(present));
    },

    /** Applies the change as the producer's write would; the images the property stops showing leave. */
    async approve(tenantId: number, revisionId: number, principal: TokenClaims): Promise<PropertyRevision> {
      await decideInUnit(deps, async (tx) => {
        const revision = await lockPending(tx, tenantId, revisionId);
        const stand = await standOf(tenantId, revision.exhibitorId, tx);
        const images = await gallery(tx, revision.id);
        let propertyId = revision.propertyId;
        let dropped: MediaFile[] = [];
        if (revision.action === 'CREATE') {
          propertyId = await repository.insert(tx, {
            ...revision.proposed!,
            tenantId,
            eventId: stand.eventId,
            exhibitorId: stand.id,
          });
          await repository.setImages(tx, propertyId, images);
        } else {
          if (propertyId === null || !(await repository.lock(tx, tenantId, propertyId))) {
            throw new AppError(409, 'REVISION_NOT_PENDING', [revisionId]);
          }
          const current = await repository.images(tx, propertyId);
          if (revision.action === 'UPDATE') {
            const kept = new Set(images.map((file) => file.id));
            dropped = current.filter((file) => !kept.has(file.id));
            await repository.update(tx, propertyId, {
              ...revision.proposed!,
              tenantId,
              eventId: stand.eventId,
              exhibitorId: stand.id,
            });
            await deleteMediaRows(tx, dropped);
            await repository.setImages(tx, propertyId, images);
          } else {
            dropped = current;
            await repository.delete(tx, propertyId);
            await deleteMediaRows(tx, dropped);
          }
        }
        const updated = await revisionsRepository.decide(
          tx,
          'property',
          revisionId,
          { status: 'APPROVED', decidedBy: principal.userId },
          { propertyId: revision.action === 'DELETE' ? null : propertyId },
        );
        await tx.record('property.changed', tenantId, { id: propertyId });
        await recordDecision(tx, stand, updated, true, null);
        return dropped;
      });
      return decided(tenantId, revisionId);
    },

    /** The route stays as it is; the images the revision uploaded leave storage. */
    async reject(
      tenantId: number,
      revisionId: number,
      principal: TokenClaims,
      reason: string,
    ): Promise<PropertyRevision> {
      await decideInUnit(deps, async (tx) => {
        const revision = await lockPending(tx, tenantId, revisionId);
        const stand = await standOf(tenantId, revision.exhibitorId, tx);
        const dropped = await releaseImages(tx, revision);
        await revisionsRepository.decide(tx, 'property', revisionId, {
          status: 'REJECTED',
          decidedBy: principal.userId,
          reason,
        });
        await recordDecision(tx, stand, revision, false, reason);
        return dropped;
      });
      return decided(tenantId, revisionId);
    },
  };
}
export type PropertyRevisionsService = ReturnType<typeof createPropertyRevisionsService>;
