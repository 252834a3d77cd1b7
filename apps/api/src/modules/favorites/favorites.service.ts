import type { ErrorCode, FavoriteKind, Favorites, MyAgenda } from '@vitrine/contract';
import type { ChangeSeam } from '../../changes/change-seam.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { presentAgenda, speakersByItem } from '../agenda/agenda.presenter.ts';
import { createAgendaRepository } from '../agenda/agenda.repository.ts';
import { conflictsOf } from './conflicts.ts';
import { createFavoritesRepository } from './favorites.repository.ts';

/** The 404 each kind answers for an id that is not this tenant's (the entity's own code). */
const missing: Record<FavoriteKind, ErrorCode> = {
  agenda: 'CONTENT_NOT_FOUND',
  exhibitor: 'EXHIBITOR_NOT_FOUND',
  speaker: 'SPEAKER_NOT_FOUND',
  property: 'IMMOBILE_NOT_FOUND',
};

/**
 * Stars (idempotent both ways) and the personal schedule built from them. A starred session's
 * reminder is planned in the star's transaction, and its waiting reminders go with the star.
 */
export function createFavoritesService(db: Db, changes: ChangeSeam) {
  const repository = createFavoritesRepository(db);
  const agenda = createAgendaRepository(db);

  return {
    async star(tenantId: number, userId: number, kind: FavoriteKind, itemId: number): Promise<void> {
      const eventId = await repository.eventOf(tenantId, kind, itemId);
      if (eventId === null) throw notFound(missing[kind], itemId);
      if (kind !== 'agenda') {
        await repository.add(db, { tenantId, userId, kind, itemId, eventId });
        return;
      }
      await changes.transaction(async (t) => {
        if (await repository.add(t, { tenantId, userId, kind, itemId, eventId })) {
          await t.record('favorite.added', tenantId, { userId, agendaItemId: itemId });
        }
      });
    },

    /** Removing a star that is not there is fine, unless the item itself is unknown. */
    async unstar(tenantId: number, userId: number, kind: FavoriteKind, itemId: number): Promise<void> {
      const removed = await changes.transaction(async (t) => {
        if (!(await repository.remove(t, userId, kind, itemId))) return false;
        if (kind === 'agenda') await t.record('favorite.removed', tenantId, { userId, agendaItemId: itemId });
        return true;
      });
      if (removed) return;
      if ((await repository.eventOf(tenantId, kind, itemId)) === null) throw notFound(missing[kind], itemId);
    },

    async list(tenantId: number, userId: number, eventId?: number): Promise<Favorites> {
      if (eventId !== undefined && !(await repository.eventExists(tenantId, eventId))) {
        throw notFound('EVENT_NOT_FOUND', eventId);
      }
      const favorites: Favorites = { agenda: [], exhibitor: [], speaker: [], property: [] };
      for (const row of await repository.list(tenantId, userId, eventId))
        favorites[row.kind].push(row.itemId);
      return favorites;
    },

    /** The caller's starred sessions of one event, as `agenda/event/{id}` lists them, with their clashes. */
    async myAgenda(tenantId: number, userId: number, eventId: number): Promise<MyAgenda> {
      if (!(await repository.eventExists(tenantId, eventId))) throw notFound('EVENT_NOT_FOUND', eventId);
      const items = await repository.starredAgenda(tenantId, userId, eventId);
      const speakerRows = await agenda.speakersOf(items.map((item) => item.id));
      const urls = await loadMediaUrls(
        db,
        speakerRows.map((row) => row.profilePictureId),
      );
      const conflicts = conflictsOf(items.map((item) => ({ ...item, cancelled: item.cancelledAt !== null })));
      const schedule = presentAgenda(items, speakersByItem(speakerRows, urls));
      const mine: MyAgenda = {};
      for (const [day, dayItems] of Object.entries(schedule)) {
        mine[day] = dayItems.map((item) => ({ ...item, conflicts: conflicts.get(item.id) ?? [] }));
      }
      return mine;
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
