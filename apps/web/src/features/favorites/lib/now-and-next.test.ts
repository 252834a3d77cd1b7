import { describe, expect, it } from 'vitest';
import { eventClock, nowAndNext, splitDuration } from './now-and-next.ts';

const item = (id: number, timeStart: string, timeEnd: string, cancelled = false) => ({
  id,
  timeStart,
  timeEnd,
  theme: `Sessão ${id}`,
  description: '',
  speaker: [],
  stage: null,
  cancelled,
});

const event = { dateStart: '18/03/2027', dateEnd: '20/03/2027' };
const agenda = {
  '19/03/2027': [
    item(1, '10:30', '11:30'),
    item(2, '11:00', '12:00'),
    item(3, '13:00', '14:00', true),
    item(4, '15:00', '16:30'),
  ],
  '20/03/2027': [item(5, '10:30', '11:30')],
};
const at = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { day, minutes: hours * 60 + minutes };
};
const ids = (result: ReturnType<typeof nowAndNext>) => ({
  current: result?.current.map(({ item, minutesLeft }) => [item.id, minutesLeft]),
  next: result?.next.map(({ item, today, minutesUntil }) => [item.id, today, minutesUntil]),
});

describe('eventClock', () => {
  it("reads the event's day and time in its zone, whatever the device's", () => {
    const now = new Date('2027-03-19T14:05:00Z');
    expect(eventClock(now, 'America/Sao_Paulo')).toEqual(at('19/03/2027', '11:05'));
    expect(eventClock(now, 'Asia/Tokyo')).toEqual(at('19/03/2027', '23:05'));
    expect(eventClock(new Date('2027-03-20T02:30:00Z'), 'America/Sao_Paulo')).toEqual(
      at('19/03/2027', '23:30'),
    );
  });

  it('writes midnight as 00:00', () => {
    expect(eventClock(new Date('2027-03-19T03:00:00Z'), 'America/Sao_Paulo')).toEqual(
      at('19/03/2027', '00:00'),
    );
  });

  it("falls back to the device's zone for a zone the browser does not know", () => {
    expect(eventClock(new Date(2027, 2, 19, 9, 15), 'Nowhere/Atlantis')).toEqual(at('19/03/2027', '09:15'));
  });
});

describe('nowAndNext', () => {
  it('is null on a day the event does not run', () => {
    expect(nowAndNext(agenda, event, at('17/03/2027', '11:00'))).toBeNull();
    expect(nowAndNext(agenda, event, at('21/03/2027', '11:00'))).toBeNull();
    expect(nowAndNext(agenda, event, at('19/03/2026', '11:00'))).toBeNull();
  });

  it('gives the sessions running now with the minutes left, and the next one', () => {
    expect(ids(nowAndNext(agenda, event, at('19/03/2027', '11:05')))).toEqual({
      current: [
        [1, 25],
        [2, 55],
      ],
      next: [[4, true, 235]],
    });
  });

  it('counts a session from its first minute and not at its last', () => {
    expect(ids(nowAndNext(agenda, event, at('19/03/2027', '10:30')))).toEqual({
      current: [[1, 60]],
      next: [[2, true, 30]],
    });
    expect(ids(nowAndNext(agenda, event, at('19/03/2027', '12:00')))).toEqual({
      current: [],
      next: [[4, true, 180]],
    });
  });

  it('skips cancelled sessions, now and next', () => {
    const result = nowAndNext(agenda, event, at('19/03/2027', '13:30'));
    expect(ids(result)).toEqual({ current: [], next: [[4, true, 90]] });
  });

  it("points to the next day's first session after the day's last", () => {
    expect(ids(nowAndNext(agenda, event, at('19/03/2027', '18:00')))).toEqual({
      current: [],
      next: [[5, false, 6 * 60 + 10 * 60 + 30]],
    });
  });

  it('has nothing once the last session is over, and lists sessions starting together', () => {
    expect(ids(nowAndNext(agenda, event, at('20/03/2027', '12:00')))).toEqual({ current: [], next: [] });
    const together = { '18/03/2027': [item(7, '09:00', '10:00'), item(8, '09:00', '09:30')] };
    expect(ids(nowAndNext(together, event, at('18/03/2027', '08:40')))).toEqual({
      current: [],
      next: [
        [7, true, 20],
        [8, true, 20],
      ],
    });
  });

  it('runs a session that ends at midnight (or before it starts) until midnight', () => {
    const late = { '18/03/2027': [item(9, '22:00', '00:00')] };
    expect(ids(nowAndNext(late, event, at('18/03/2027', '23:50')))).toEqual({
      current: [[9, 10]],
      next: [],
    });
  });
});

describe('splitDuration', () => {
  it('splits minutes into hours and the rest', () => {
    expect(splitDuration(25)).toEqual({ hours: 0, minutes: 25 });
    expect(splitDuration(60)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(135)).toEqual({ hours: 2, minutes: 15 });
  });
});
