import type { AgendaItem, AgendaItemRequest, AgendaNotice, agendaItemRequestSchema } from '@vitrine/contract';
import type { z } from 'zod';
import type { ChangeSeam, Tx } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromDateText, toTimeText } from '../../lib/dates.ts';
import { invalidField as invalid, validationError } from '../../lib/form-json.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { presentAgenda, speakersByItem } from './agenda.presenter.ts';
import { createAgendaRepository } from './agenda.repository.ts';
import { createAgendaAdminRepository } from './agenda-admin.repository.ts';

type ParsedRequest = z.output<typeof agendaItemRequestSchema>;
type StoredItem = NonNullable<Awaited<ReturnType<ReturnType<typeof createAgendaAdminRepository>['byId']>>>;

/** Whether an edit changes what a visitor or their calendar sees (so SEQUENCE must move). */
function changed(
  before: StoredItem,
  next: Pick<StoredItem, 'date' | 'timeStart' | 'timeEnd' | 'theme' | 'description' | 'stage'>,
  speakersBefore: number[],
  speakersNext: number[],
): boolean {
  return (
    before.date !== next.date ||
    toTimeText(before.timeStart) !== toTimeText(next.timeStart) ||
    toTimeText(before.timeEnd) !== toTimeText(next.timeEnd) ||
    before.theme !== next.theme ||
    before.description !== next.description ||
    before.stage !== next.stage ||
    speakersBefore.join() !== speakersNext.join()
  );
}

/** Whether an edit moves a session or its stage (what starrers are told of). */
const moved = (before: StoredItem, next: Pick<StoredItem, 'date' | 'timeStart' | 'stage'>) =>
  before.date !== next.date ||
  toTimeText(before.timeStart) !== toTimeText(next.timeStart) ||
  before.stage !== next.stage;

export type { AgendaItemRequest };

/**
 * Creates, edits and deletes agenda items with their speakers (in billing order). Moving,
 * cancelling or restoring a session queues, in the same transaction, a notice to who starred it.
 */
/** What agenda.changed says: what happened to the session, and the session as it now is. */
export const agendaEvent = (
  action: string,
  id: number,
  item: {
    eventId: number;
    date: string;
    timeStart: string;
    timeEnd: string;
    theme: string;
    stage?: string | null;
  },
  cancelled: boolean,
) => ({
  action,
  id,
  eventId: item.eventId,
  date: item.date,
  timeStart: item.timeStart,
  timeEnd: item.timeEnd,
  theme: item.theme,
  stage: item.stage ?? null,
  cancelled,
});

export function createAgendaAdminService({ db, changes }: { db: Db; changes: ChangeSeam }) {
  const repository = createAgendaAdminRepository(db);

  /** agenda.changed: what happened to the session, the session as it now is, and what its stars are told. */
  async function tell(
    t: Tx,
    tenantId: number,
    id: number,
    action: string,
    notice: AgendaNotice | null = null,
  ) {
    const item = await repository.byId(tenantId, id, t);
    await t.record(
      'agenda.changed',
      tenantId,
      item
        ? { ...agendaEvent(action, id, item, item.cancelledAt !== null), sequence: item.sequence, notice }
        : { action, id },
    );
  }
  const reads = createAgendaRepository(db);

  /** The item as `agenda/event/{id}` lists it, speakers included. */
  async function present(tenantId: number, id: number): Promise<AgendaItem> {
    const item = await repository.byId(tenantId, id);
    if (!item) throw notFound('CONTENT_NOT_FOUND', id);
    const speakerRows = await reads.speakersOf([id]);
    const urls = await loadMediaUrls(
      db,
      speakerRows.map((row) => row.profilePictureId),
    );
    const [presented] = Object.values(presentAgenda([item], speakersByItem(speakerRows, urls)))[0] ?? [];
    return presented!;
  }

  /** Every rule the schema cannot see: a real day within the event, an end after the start, its own speakers. */
  async function checked(tenantId: number, request: ParsedRequest) {
    const date = fromDateText(request.date);
    if (!date) throw invalid('body.date', 'Expected a real day in dd/MM/yyyy');
    const event = await repository.event(tenantId, request.eventId);
    if (!event) throw notFound('EVENT_NOT_FOUND', request.eventId);
    const issues: { field: string; message: string }[] = [];
    if (date < event.dateStart || date > event.dateEnd) {
      issues.push({ field: 'body.date', message: 'outside the event dates' });
    }
    if (request.timeEnd <= request.timeStart) {
      issues.push({ field: 'body.timeEnd', message: 'must be after timeStart' });
    }
    const speakerIds = [...new Set(request.speakerIds)];
    const own = await repository.speakersOfEvent(tenantId, request.eventId, speakerIds);
    const strangers = speakerIds.filter((id) => !own.has(id));
    if (strangers.length > 0) {
      issues.push({
        field: 'body.speakerIds',
        message: `not speakers of this event: ${strangers.join(', ')}`,
      });
    }
    if (issues.length > 0) throw validationError(issues);
    return {
      values: {
        tenantId,
        eventId: request.eventId,
        date,
        timeStart: request.timeStart,
        timeEnd: request.timeEnd,
        theme: request.theme,
        description: request.description,
        stage: request.stage,
      },
      speakerIds,
    };
  }

  return {
    async create(tenantId: number, request: ParsedRequest): Promise<AgendaItem> {
      const { values, speakerIds } = await checked(tenantId, request);
      const id = await changes.transaction(async (t) => {
        const created = await repository.insert(t, { ...values, stage: values.stage ?? null });
        await repository.setSpeakers(t, created, speakerIds);
        await tell(t, tenantId, created, 'created');
        return created;
      });
      return present(tenantId, id);
    },

    async update(tenantId: number, id: number, request: ParsedRequest): Promise<AgendaItem> {
      if (!(await repository.byId(tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
      const { values, speakerIds } = await checked(tenantId, request);
      await changes.transaction(async (t) => {
        if (!(await repository.lock(t, tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
        const before = await repository.byId(tenantId, id, t);
        const speakersBefore = await repository.speakerIdsOf(t, id);
        // An absent stage keeps the stored one (forms that predate it send none).
        const next = {
          ...values,
          stage: values.stage === undefined ? (before?.stage ?? null) : values.stage,
        };
        if (before && !changed(before, next, speakersBefore, speakerIds)) return;
        await repository.update(t, id, next);
        await repository.setSpeakers(t, id, speakerIds);
        const after = await repository.byId(tenantId, id, t);
        // Who starred it is told of a move, not of a new description.
        const noticed = before && after && after.cancelledAt === null && moved(before, after);
        await tell(t, tenantId, id, 'updated', noticed ? 'CHANGED' : null);
      });
      return present(tenantId, id);
    },

    /** Cancels or restores a session; it stays listed, flagged, and calendars see a new SEQUENCE. */
    async cancel(tenantId: number, id: number, cancelled: boolean): Promise<AgendaItem> {
      await changes.transaction(async (t) => {
        if (!(await repository.lock(t, tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
        if (!(await repository.setCancelled(t, id, cancelled))) return;
        await tell(
          t,
          tenantId,
          id,
          cancelled ? 'cancelled' : 'restored',
          cancelled ? 'CANCELLED' : 'RESTORED',
        );
      });
      return present(tenantId, id);
    },

    async remove(tenantId: number, id: number): Promise<void> {
      await changes.transaction(async (t) => {
        if (!(await repository.lock(t, tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
        await tell(t, tenantId, id, 'deleted');
        await repository.delete(t, id);
      });
    },
  };
}
export type AgendaAdminService = ReturnType<typeof createAgendaAdminService>;
