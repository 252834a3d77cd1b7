import type { RevisionStatus, TokenClaims } from '@vitrine/contract';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { MediaFile, MediaService } from '../../media/media.service.ts';
import { commitWithMedia } from '../../media/media-fields.ts';
import { standTeamRepository } from './stands.repository.ts';

/** What every revision, of a page or of a property, carries. */
interface RevisionBase {
  id: number;
  exhibitorId: number;
  status: RevisionStatus;
  authorId: number | null;
  createdAt: Date;
  reason: string | null;
  decidedAt: Date | null;
}

interface StandHeader {
  id: number;
  title: string;
  eventId: number;
}

/** The part of a revision's answer both kinds share: whose stand, who proposed it, its decision. */
export function revisionHeader(
  row: RevisionBase,
  stand: Pick<StandHeader, 'title' | 'eventId'>,
  author: string | null,
) {
  return {
    id: row.id,
    exhibitorId: row.exhibitorId,
    exhibitorTitle: stand.title,
    eventId: stand.eventId,
    status: row.status,
    author,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A revision still waiting for the organizer; a decision made meanwhile is a 409. */
export function requirePending<T extends { status: RevisionStatus }>(row: T | null, revisionId: number): T {
  if (!row) throw notFound('REVISION_NOT_FOUND', revisionId);
  if (row.status !== 'PENDING') throw new AppError(409, 'REVISION_NOT_PENDING', [revisionId]);
  return row;
}

/** The stand's revisions are for the ADMIN and the stand's team. */
export async function ensureStandReader(db: Db, exhibitorId: number, principal: TokenClaims): Promise<void> {
  if (principal.role !== 'ADMIN' && !(await standTeamRepository.roleOf(db, exhibitorId, principal.userId))) {
    throw new AppError(403, 'FORBIDDEN');
  }
}

/** The organizer's decision, told to the stand's team by its subscribers (revision-notices.ts). */
export function recordRevisionDecision(
  tx: Tx,
  tenantId: number,
  stand: StandHeader,
  revision: { kind: 'page' | 'property'; id: number; propertyId: number | null; title: string | null },
  approved: boolean,
  reason: string | null,
) {
  return tx.record('stand.revision.decided', tenantId, {
    stand: { id: stand.id, eventId: stand.eventId, title: stand.title },
    revision,
    approved,
    reason,
  });
}

/**
 * The organizer's decision as one unit of work: `work` returns the media rows it deleted, whose
 * files leave storage once the unit committed.
 */
export async function decideInUnit(
  deps: { media: MediaService; changes: ChangeSeam },
  work: (tx: Tx) => Promise<MediaFile[]>,
): Promise<void> {
  await commitWithMedia(deps.media, [], () =>
    deps.changes.transaction(async (tx) => ({ value: null, dropped: await work(tx) })),
  );
}
