import type { Speaker } from '@vitrine/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { byText } from '../../lib/search.ts';
import { loadMediaUrls } from '../../media/media-urls.ts';
import { presentSpeaker } from './speakers.presenter.ts';
import { createSpeakersRepository } from './speakers.repository.ts';

export function createSpeakersService(db: Db) {
  const repository = createSpeakersRepository(db);
  return {
    /** Sorted by name (three queries). */
    async list(tenantId: number, eventId: number, q?: string): Promise<Speaker[]> {
      if (!(await repository.eventExists(tenantId, eventId))) throw notFound('EVENT_NOT_FOUND', eventId);
      const rows = (await repository.ofEvent(tenantId, eventId, q)).sort(
        (a, b) => byText(a.name, b.name) || a.id - b.id,
      );
      const urls = await loadMediaUrls(
        db,
        rows.map((row) => row.profilePictureId),
      );
      return rows.map((row) => presentSpeaker(row, urls));
    },

    async get(tenantId: number, id: number): Promise<Speaker> {
      const row = await repository.byId(tenantId, id);
      if (!row) throw notFound('SPEAKER_NOT_FOUND', id);
      return presentSpeaker(row, await loadMediaUrls(db, [row.profilePictureId]));
    },
  };
}
