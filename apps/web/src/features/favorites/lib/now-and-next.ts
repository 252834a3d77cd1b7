import { type AgendaItem, type Event, type WallClock, wallClockParts } from '@vitrine/contract';

/** The event's wall clock: its day as the agenda names days (dd/MM/yyyy) and minutes since midnight. */
export interface EventClock {
  day: string;
  minutes: number;
}

export interface CurrentSession<T> {
  item: T;
  minutesLeft: number;
}

export interface NextSession<T> {
  item: T;
  day: string;
  /** Whether it starts on the clock's day (else on a later day of the event). */
  today: boolean;
  minutesUntil: number;
}

export interface NowAndNext<T> {
  /** Every starred session running now (clashing ones run together). */
  current: CurrentSession<T>[];
  /** The starred sessions starting soonest after now, several when they start together. */
  next: NextSession<T>[];
}

const dayMinutes = 24 * 60;

/**
 * What the clock reads at the event at `now`: sessions are written in the event's time zone, so a
 * visitor whose phone is set elsewhere still sees the event's 'now' (the device's when the zone
 * is unknown to this browser).
 */
export function eventClock(now: Date, timeZone: string): EventClock {
  let clock: WallClock;
  try {
    clock = wallClockParts(now, timeZone);
  } catch {
    clock = wallClockParts(now);
  }
  return {
    day: `${clock.day}/${clock.month}/${clock.year}`,
    minutes: Number(clock.hour) * 60 + Number(clock.minute),
  };
}

/** dd/MM/yyyy → days since 1970 (NaN for anything else), to order and subtract days. */
function dayNumber(day: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day.trim());
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) / 86_400_000;
}

const minutesOf = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/** A session ending at or before its start runs to midnight (as the clash check reads it). */
const endOf = (item: AgendaItem) =>
  minutesOf(item.timeEnd) > minutesOf(item.timeStart) ? minutesOf(item.timeEnd) : dayMinutes;

/**
 * 'Agora' and 'A seguir' of Minha agenda at `clock`: null unless the event runs that day.
 * Cancelled sessions never count.
 */
export function nowAndNext<T extends AgendaItem>(
  agenda: Readonly<Record<string, readonly T[]>>,
  event: Pick<Event, 'dateStart' | 'dateEnd'>,
  clock: EventClock,
): NowAndNext<T> | null {
  const today = dayNumber(clock.day);
  if (!(today >= dayNumber(event.dateStart) && today <= dayNumber(event.dateEnd))) return null;
  const nowAt = today * dayMinutes + clock.minutes;

  const sessions = Object.entries(agenda).flatMap(([day, items]) =>
    items
      .filter((item) => !item.cancelled)
      .map((item) => {
        const start = dayNumber(day) * dayMinutes + minutesOf(item.timeStart);
        return { item, day, start, end: dayNumber(day) * dayMinutes + endOf(item) };
      })
      .filter((session) => !Number.isNaN(session.start)),
  );
  const byStart = (a: { start: number }, b: { start: number }) => a.start - b.start;

  const current = sessions
    .filter((session) => session.start <= nowAt && nowAt < session.end)
    .sort(byStart)
    .map(({ item, end }) => ({ item, minutesLeft: end - nowAt }));

  const upcoming = sessions.filter((session) => session.start > nowAt).sort(byStart);
  const soonest = upcoming[0]?.start;
  const next = upcoming
    .filter((session) => session.start === soonest)
    .map(({ item, day, start }) => ({
      item,
      day,
      today: dayNumber(day) === today,
      minutesUntil: start - nowAt,
    }));

  return { current, next };
}

/** A length of time as whole hours and the minutes left over, for '1 h 10 min'. */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
