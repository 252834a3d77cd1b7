import type { FavoriteKind, Favorites } from '@vitrine/contract';

// Guests and anonymous visitors keep their stars in this browser, one entry per tenant and event,
// until an account that can hold them signs in (LocalStarsMigration moves them there).
const prefix = 'vitrine:stars:';

export const noStars = (): Favorites => ({ agenda: [], exhibitor: [], speaker: [], property: [] });

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const storageKey = (tenant: string, eventId: number) => `${prefix}${tenant}:${eventId}`;

function parse(text: string | null): Favorites {
  const stars = noStars();
  if (!text) return stars;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return stars;
    for (const kind of Object.keys(stars) as FavoriteKind[]) {
      const ids = (stored as Record<string, unknown>)[kind];
      if (Array.isArray(ids)) stars[kind] = ids.filter((id): id is number => Number.isInteger(id) && id > 0);
    }
  } catch {
    // A damaged entry counts as no stars rather than breaking the page.
  }
  return stars;
}

export function readLocalStars(tenant: string, eventId: number): Favorites {
  return parse(storage()?.getItem(storageKey(tenant, eventId)) ?? null);
}

export function setLocalStar(
  tenant: string,
  eventId: number,
  kind: FavoriteKind,
  id: number,
  starred: boolean,
): Favorites {
  const stars = readLocalStars(tenant, eventId);
  const others = stars[kind].filter((item) => item !== id);
  stars[kind] = starred ? [...others, id] : others;
  storage()?.setItem(storageKey(tenant, eventId), JSON.stringify(stars));
  return stars;
}

/** Every event of the tenant with stars kept here. */
export function localStarredEvents(tenant: string): { eventId: number; stars: Favorites }[] {
  const store = storage();
  if (!store) return [];
  const found: { eventId: number; stars: Favorites }[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (!key?.startsWith(`${prefix}${tenant}:`)) continue;
    const eventId = Number(key.slice(`${prefix}${tenant}:`.length));
    if (Number.isInteger(eventId) && eventId > 0) found.push({ eventId, stars: parse(store.getItem(key)) });
  }
  return found;
}

export function clearLocalStars(tenant: string, eventId: number): void {
  storage()?.removeItem(storageKey(tenant, eventId));
}
