/** Test-only: an event and sessions timed from now, for reminders and their jobs. */
import type { Db } from '../src/db/client.ts';
import { agendaItems, events } from '../src/db/schema.ts';
import { wallClockParts } from '../src/lib/dates.ts';

/** A fixed-offset zone in which it is about noon now, so sessions an hour either way stay today. */
export function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  // Etc/GMT zones count west as positive: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** An instant's wall clock in `timeZone`: `YYYY-MM-DD` and `HH:mm`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const p = wallClockParts(instant, timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A one-day event, today in `timeZone`. */
export async function insertTodayEvent(db: Db, tenantId: number, title: string, timeZone: string) {
  const today = wallClock(new Date(), timeZone).date;
  const [event] = await db
    .insert(events)
    .values({
      tenantId,
      title,
      dateStart: today,
      dateEnd: today,
      timeStart: '00:00',
      timeEnd: '23:59',
      timeZone,
    })
    .returning();
  return event!.id;
}

/** A session starting `minutes` from now (rounded up to the minute), half an hour long. */
export async function insertSession(
  db: Db,
  event: { tenantId: number; eventId: number; timeZone: string },
  theme: string,
  minutes: number,
  stage: string | null = 'Auditório 2',
) {
  const start = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [row] = await db
    .insert(agendaItems)
    .values({
      tenantId: event.tenantId,
      eventId: event.eventId,
      date: wallClock(start, event.timeZone).date,
      timeStart: wallClock(start, event.timeZone).time,
      timeEnd: wallClock(end, event.timeZone).time,
      theme,
      description: '',
      stage,
    })
    .returning();
  return { id: row!.id, start };
}
