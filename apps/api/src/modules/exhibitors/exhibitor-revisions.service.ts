import type { RevisionStatus, StandPage, StandRevision, TokenClaims } from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { presentSocialMedia } from '../../lib/presenters.ts';
import type { MediaService } from '../../media/media.service.ts';
import { commitWithMedia, deleteMediaRows, loadMedia, savePictures } from '../../media/media-fields.ts';
import { loadMediaUrls, urlIn } from '../../media/media-urls.ts';
import type { Receive } from '../../media/upload-routes.ts';
import { revisionsRepository } from '../stands/revisions.repository.ts';
import {
  decideInUnit,
  ensureStandReader,
  recordRevisionDecision,
  requirePending,
  revisionHeader,
} from '../stands/revisions.ts';
import { standTeamRepository } from '../stands/stands.repository.ts';
import { type ExhibitorRow, exhibitorAdminRepository } from './exhibitor-admin.repository.ts';
import {
  columnOf,
  exhibitorChanged,
  pictureFields,
  receiveExhibitorForm,
} from './exhibitor-admin.service.ts';
import {
  type ExhibitorRevisionRow as RevisionRow,
  exhibitorRevisionsRepository as repository,
} from './exhibitor-revisions.repository.ts';

/** The fields a stand's OWNER may change; the organizer keeps title, category, quota, place… */
const pageFields = ['description', 'shortDescription', 'aboutSponsor', 'socialMedia'] as const;

export interface ExhibitorRevisionsDeps {
  db: Db;
  media: MediaService;
  changes: ChangeSeam;
}

/**
 * A stand OWNER edits its page through the producer's `PUT exhibitor/{id}`: saved as a
 * PENDING revision for the organizer (one per stand, a new save replaces it), or live when the
 * organizer turned on 'publicar sem revisão'. The organizer approves (the page changes) or rejects
 * with a reason; the team is told by notification and mail, in each member's language.
 */
export function createExhibitorRevisionsService(deps: ExhibitorRevisionsDeps) {
  const { db, media } = deps;
  const transaction = deps.changes.transaction.bind(deps.changes);

  function page(row: ExhibitorRow | RevisionRow, urls: Map<number, string>, base?: StandPage): StandPage {
    return {
      description: row.description,
      shortDescription: row.shortDescription,
      aboutSponsor: row.aboutSponsor,
      socialMedia: presentSocialMedia(row.socialMedia),
      profilePicture: urlIn(urls, row.profilePictureId) ?? base?.profilePicture ?? null,
      coverPhoto: urlIn(urls, row.coverPhotoId) ?? base?.coverPhoto ?? null,
      coverPhotoMobile: urlIn(urls, row.coverPhotoMobileId) ?? base?.coverPhotoMobile ?? null,
    };
  }

  async function present(revision: RevisionRow): Promise<StandRevision> {
    const stand = await exhibitorAdminRepository.byId(db, revision.tenantId, revision.exhibitorId);
    const author = await revisionsRepository.authorName(db, revision.authorId);
    const urls = await loadMediaUrls(db, [
      stand!.profilePictureId,
      stand!.coverPhotoId,
      stand!.coverPhotoMobileId,
      revision.profilePictureId,
      revision.coverPhotoId,
      revision.coverPhotoMobileId,
    ]);
    const current = page(stand!, urls);
    const proposed = page(revision, urls, current);
    return {
      ...revisionHeader(revision, stand!, author),
      current,
      proposed,
      changed: (Object.keys(current) as (keyof StandPage)[]).filter(
        (key) => JSON.stringify(current[key]) !== JSON.stringify(proposed[key]),
      ),
    };
  }

  /** The organizer's decision, told to the stand's team by its subscribers. */
  const recordDecision = (
    tx: Tx,
    stand: ExhibitorRow,
    revision: RevisionRow,
    approved: boolean,
    reason: string | null,
  ) =>
    recordRevisionDecision(
      tx,
      stand.tenantId,
      stand,
      { kind: 'page', id: revision.id, propertyId: null, title: null },
      approved,
      reason,
    );

  async function pendingRow(tenantId: number, revisionId: number) {
    return requirePending(await revisionsRepository.byId(db, 'page', tenantId, revisionId), revisionId);
  }

  /** Locks the revision for its decision; someone else's decision meanwhile is a 409. */
  async function lockPending(tx: Db, tenantId: number, revisionId: number) {
    const row = await revisionsRepository.lock(tx, 'page', tenantId, revisionId);
    if (row?.status !== 'PENDING') throw new AppError(409, 'REVISION_NOT_PENDING', [revisionId]);
    return row;
  }

  async function decided(tenantId: number, revisionId: number) {
    return present((await revisionsRepository.byId(db, 'page', tenantId, revisionId))!);
  }

  return {
    /** Whether the caller edits this stand as its OWNER (an ADMIN edits it as the producer). */
    async isOwner(tenantId: number, exhibitorId: number, principal: TokenClaims): Promise<boolean> {
      const stand = await exhibitorAdminRepository.byId(db, tenantId, exhibitorId);
      if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
      return (await standTeamRepository.roleOf(db, exhibitorId, principal.userId)) === 'OWNER';
    },

    /**
     * The OWNER's save: live with 'publicar sem revisão' (`revision` null), else the stand's one
     * PENDING revision (a previous one is REPLACED; pictures it had and this save does not resend
     * are carried over).
     */
    async propose(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
      query: string | undefined,
      receive: Receive,
    ): Promise<{ revision: StandRevision | null }> {
      const { picked, values } = await receiveExhibitorForm(db, tenantId, query, receive);
      const stored = await savePictures(media, tenantId, picked);
      const proposed = Object.fromEntries(pageFields.map((field) => [field, values[field]])) as Pick<
        typeof values,
        (typeof pageFields)[number]
      >;
      const result = await commitWithMedia(media, stored.all, () =>
        transaction(async (tx) => {
          const stand = await exhibitorAdminRepository.lock(tx, tenantId, exhibitorId);
          if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
          const pictures: Record<string, number | null> = {};
          for (const name of pictureFields) pictures[columnOf[name]] = stored.pictures[name]?.id ?? null;
          if (stand.publishWithoutReview) {
            const replaced = pictureFields
              .filter((name) => stored.pictures[name])
              .map((name) => stand[columnOf[name]]);
            const live = Object.fromEntries(Object.entries(pictures).filter(([, id]) => id !== null));
            await repository.setPage(tx, exhibitorId, { ...proposed, ...live });
            await exhibitorChanged(tx, tenantId, stand, 'updated');
            const dropped = await loadMedia(tx, replaced);
            await deleteMediaRows(tx, dropped);
            return { value: null, dropped };
          }
          const previous = await revisionsRepository.replacePending(tx, 'page', { exhibitorId });
          const dropped: number[] = [];
          if (previous) {
            for (const name of pictureFields) {
              const column = columnOf[name];
              if (pictures[column] === null) pictures[column] = previous[column];
              else if (previous[column] !== null) dropped.push(previous[column]!);
            }
            await repository.clearPictures(tx, previous.id);
          }
          const row = await repository.insert(tx, {
            tenantId,
            exhibitorId,
            ...proposed,
            ...pictures,
            authorId: principal.userId,
          });
          const droppedMedia = await loadMedia(tx, dropped);
          await deleteMediaRows(tx, droppedMedia);
          return { value: row, dropped: droppedMedia };
        }),
      );
      if (!result) return { revision: null };
      return { revision: await present(result) };
    },

    /** The stand's newest revision (pending or decided), for its team and the organizer. */
    async latest(
      tenantId: number,
      exhibitorId: number,
      principal: TokenClaims,
    ): Promise<StandRevision | null> {
      const stand = await exhibitorAdminRepository.byId(db, tenantId, exhibitorId);
      if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
      await ensureStandReader(db, exhibitorId, principal);
      const row = await repository.latest(db, exhibitorId);
      return row && row.status !== 'REPLACED' ? present(row) : null;
    },

    /** The organizer's queue, oldest first. */
    async list(tenantId: number, status: RevisionStatus): Promise<StandRevision[]> {
      const rows = await revisionsRepository.queue(db, 'page', tenantId, status);
      return Promise.all(rows.map(present));
    },

    /** The page takes the proposed fields and pictures; the pictures it replaces leave storage. */
    async approve(tenantId: number, revisionId: number, principal: TokenClaims): Promise<StandRevision> {
      const pending = await pendingRow(tenantId, revisionId);
      await decideInUnit(deps, async (tx) => {
        const revision = await lockPending(tx, tenantId, revisionId);
        const stand = await exhibitorAdminRepository.lock(tx, tenantId, pending.exhibitorId);
        if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', pending.exhibitorId);
        const pictures: Record<string, number> = {};
        const replaced: (number | null)[] = [];
        for (const name of pictureFields) {
          const column = columnOf[name];
          if (revision[column] === null) continue;
          pictures[column] = revision[column]!;
          replaced.push(stand[column]);
        }
        const proposed = Object.fromEntries(pageFields.map((field) => [field, revision[field]]));
        await repository.setPage(tx, stand.id, { ...proposed, ...pictures });
        await revisionsRepository.decide(tx, 'page', revisionId, {
          status: 'APPROVED',
          decidedBy: principal.userId,
        });
        await exhibitorChanged(tx, tenantId, stand, 'updated');
        const dropped = await loadMedia(tx, replaced);
        await deleteMediaRows(tx, dropped);
        await recordDecision(tx, stand, revision, true, null);
        return dropped;
      });
      return decided(tenantId, revisionId);
    },

    /** The page stays as it is; the revision's own pictures leave storage. */
    async reject(
      tenantId: number,
      revisionId: number,
      principal: TokenClaims,
      reason: string,
    ): Promise<StandRevision> {
      const pending = await pendingRow(tenantId, revisionId);
      await decideInUnit(deps, async (tx) => {
        const revision = await lockPending(tx, tenantId, revisionId);
        const stand = await exhibitorAdminRepository.lock(tx, tenantId, pending.exhibitorId);
        if (!stand) throw notFound('EXHIBITOR_NOT_FOUND', pending.exhibitorId);
        const own = [revision.profilePictureId, revision.coverPhotoId, revision.coverPhotoMobileId];
        await revisionsRepository.decide(
          tx,
          'page',
          revisionId,
          { status: 'REJECTED', decidedBy: principal.userId, reason },
          { profilePictureId: null, coverPhotoId: null, coverPhotoMobileId: null },
        );
        const dropped = await loadMedia(tx, own);
        await deleteMediaRows(tx, dropped);
        await recordDecision(tx, stand, revision, false, reason);
        return dropped;
      });
      return decided(tenantId, revisionId);
    },

    /** 'Publicar sem revisão' on or off for a stand (ADMIN). */
    async setReview(tenantId: number, exhibitorId: number, publishWithoutReview: boolean) {
      if (!(await repository.setReview(db, tenantId, exhibitorId, publishWithoutReview)))
        throw notFound('EXHIBITOR_NOT_FOUND', exhibitorId);
      return { exhibitorId, publishWithoutReview };
    },
  };
}
export type ExhibitorRevisionsService = ReturnType<typeof createExhibitorRevisionsService>;
