import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import { mediaUrl } from './media.service.ts';

/** Public URLs of these media files, in one query; missing ids are simply absent. */
export async function loadMediaUrls(db: Db, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  const urls = new Map<number, string>();
  if (wanted.length === 0) return urls;
  const files = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, wanted));
  for (const file of files) urls.set(file.id, mediaUrl(file));
  return urls;
}

export const urlIn = (urls: Map<number, string>, id: number | null) =>
  id === null ? null : (urls.get(id) ?? null);
