/** A starred session's wall-clock slot: `yyyy-MM-dd` and `HH:mm[:ss]`. */
export interface Slot {
  id: number;
  date: string;
  timeStart: string;
  timeEnd: string;
  cancelled: boolean;
}

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/** Minutes since 1970-01-01 of a wall-clock date and time (time zones cancel out within one event). */
const instant = (date: string, time: string) => Date.parse(`${date}T00:00:00Z`) / 60_000 + minutesOf(time);

/**
 * id → the other slots it overlaps. Intervals are half-open, so one ending when the next starts is
 * no conflict; a slot ending at or before its start runs past midnight (as in the calendar feed),
 * so it can clash with the next day's first session. Cancelled sessions clash with nothing.
 */
export function conflictsOf(slots: Slot[]): Map<number, number[]> {
  const conflicts = new Map<number, number[]>(slots.map((slot) => [slot.id, []]));
  const spans = slots
    .filter((slot) => !slot.cancelled)
    .map((slot) => {
      const start = instant(slot.date, slot.timeStart);
      let end = instant(slot.date, slot.timeEnd);
      if (end <= start) end += 24 * 60;
      return { id: slot.id, start, end };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  // A sweep: each span meets only the later-starting spans that begin before it ends.
  for (let i = 0; i < spans.length; i++) {
    const current = spans[i]!;
    for (let j = i + 1; j < spans.length && spans[j]!.start < current.end; j++) {
      const other = spans[j]!;
      conflicts.get(current.id)!.push(other.id);
      conflicts.get(other.id)!.push(current.id);
    }
  }
  for (const list of conflicts.values()) list.sort((a, b) => a - b);
  return conflicts;
}
