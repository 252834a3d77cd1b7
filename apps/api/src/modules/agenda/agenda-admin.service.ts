import type { AgendaItem, AgendaItemRequest, agendaItemRequestSchema } from '@vitrine/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromDateText, toTimeText } from '../../lib/dates.ts';
import { invalidField as invalid, validationError } from '../../lib/form-json.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { noticeWhen, type ReminderJobs, type SessionNotice } from '../reminders/reminder-jobs.ts';
import type { WebhookEvents } from '../webhooks/webhooks.ts';
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

const noticeOf = (item: StoredItem, kind: SessionNotice['kind']): SessionNotice => ({
  itemId: item.id,
  sequence: item.sequence,
  kind,
  session: item.theme,
  ...noticeWhen(item),
  stage: item.stage,
});

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

export function createAgendaAdminService({
  db,
  readCache,
  reminders,
  webhooks,
}: {
  db: Db;
  readCache: ReadCache;
  reminders: ReminderJobs;
  /** agenda.changed, in the change's transaction (issue 16). */
  webhooks?: WebhookEvents;
}) {
  const repository = createAgendaAdminRepository(db);

  /** agenda.changed: what happened to the session, and the session as it now is. */
  async function tell(t: Db, tenantId: number, id: number, action: string) {
    if (!webhooks) return;
    const item = await repository.byId(tenantId, id, t);
    await webhooks.emit(
      t,
      tenantId,
      'agenda.changed',
      item ? agendaEvent(action, id, item, item.cancelledAt !== null) : { action, id },
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
      const id = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const created = await repository.insert(t, { ...values, stage: values.stage ?? null });
        await repository.setSpeakers(t, created, speakerIds);
        await tell(t, tenantId, created, 'created');
        return created;
      });
      readCache.invalidate(tenantId);
      return present(tenantId, id);
    },

    async update(tenantId: number, id: number, request: ParsedRequest): Promise<AgendaItem> {
      if (!(await repository.byId(tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
      const { values, speakerIds } = await checked(tenantId, request);
      const noticed = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (!(await repository.lock(t, tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
        const before = await repository.byId(tenantId, id, t);
        const speakersBefore = await repository.speakerIdsOf(t, id);
        // An absent stage keeps the stored one (forms that predate it send none).
        const next = {
          ...values,
          stage: values.stage === undefined ? (before?.stage ?? null) : values.stage,
        };
        if (before && !changed(before, next, speakersBefore, speakerIds)) return false;
        await repository.update(t, id, next);
        await repository.setSpeakers(t, id, speakerIds);
        await tell(t, tenantId, id, 'updated');
        const after = await repository.byId(tenantId, id, t);
        if (!before || !after || after.cancelledAt !== null || !moved(before, after)) return false;
        return reminders.sessionChanged(t, noticeOf(after, 'CHANGED'));
      });
      readCache.invalidate(tenantId);
      if (noticed) reminders.wake();
      return present(tenantId, id);
    },

    /** Cancels or restores a session; it stays listed, flagged, and calendars see a new SEQUENCE. */
    async cancel(tenantId: number, id: number, cancelled: boolean): Promise<AgendaItem> {
      const noticed = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (!(await repository.lock(t, tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
        if (!(await repository.setCancelled(t, id, cancelled))) return false;
        await tell(t, tenantId, id, cancelled ? 'cancelled' : 'restored');
        const after = await repository.byId(tenantId, id, t);
        return after
          ? reminders.sessionChanged(t, noticeOf(after, cancelled ? 'CANCELLED' : 'RESTORED'))
          : false;
      });
      readCache.invalidate(tenantId);
      if (noticed) reminders.wake();
      return present(tenantId, id);
    },

    async remove(tenantId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (!(await repository.lock(t, tenantId, id))) throw notFound('CONTENT_NOT_FOUND', id);
        await tell(t, tenantId, id, 'deleted');
        await repository.delete(t, id);
      });
      readCache.invalidate(tenantId);
    },
  };
}
export type AgendaAdminService = ReturnType<typeof createAgendaAdminService>;
