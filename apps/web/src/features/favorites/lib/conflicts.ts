import type { Agenda, AgendaItem, MyAgenda } from '@vitrine/contract';

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/**
 * A guest's Minha agenda: the public agenda reduced to the starred items, each with the starred
 * items of the same day it overlaps (half-open, so touching edges do not clash; cancelled items
 * clash with nothing) — the server computes the same for members.
 */
export function starredAgenda(agenda: Agenda, starred: readonly number[]): MyAgenda {
  const mine: MyAgenda = {};
  for (const [day, items] of Object.entries(agenda)) {
    const kept = items.filter((item) => starred.includes(item.id));
    if (kept.length === 0) continue;
    mine[day] = kept.map((item) => ({
      ...item,
      conflicts: kept
        .filter((other) => other.id !== item.id && overlaps(item, other))
        .map((other) => other.id),
    }));
  }
  return mine;
}

function overlaps(a: AgendaItem, b: AgendaItem): boolean {
  if (a.cancelled || b.cancelled) return false;
  const end = (item: AgendaItem) =>
    minutes(item.timeEnd) > minutes(item.timeStart) ? minutes(item.timeEnd) : 24 * 60;
  return minutes(a.timeStart) < end(b) && minutes(b.timeStart) < end(a);
}
