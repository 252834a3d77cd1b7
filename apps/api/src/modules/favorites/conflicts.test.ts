import { describe, expect, it } from 'vitest';
import { conflictsOf, type Slot } from './conflicts.ts';

const slot = (id: number, date: string, timeStart: string, timeEnd: string, cancelled = false): Slot => ({
  id,
  date,
  timeStart,
  timeEnd,
  cancelled,
});

describe('conflictsOf', () => {
  it('marks overlaps both ways; touching edges are no conflict', () => {
    const conflicts = conflictsOf([
      slot(1, '2026-12-01', '10:00', '11:00'),
      slot(2, '2026-12-01', '10:30', '11:30'),
      slot(3, '2026-12-01', '11:30', '12:00'),
      slot(4, '2026-12-01', '09:00', '13:00'),
    ]);
    expect(Object.fromEntries(conflicts)).toEqual({ 1: [2, 4], 2: [1, 4], 3: [4], 4: [1, 2, 3] });
  });

  it('compares days: the same hours on two days do not clash, a session past midnight clashes with the next morning', () => {
    const conflicts = conflictsOf([
      slot(1, '2026-12-01', '10:00', '11:00'),
      slot(2, '2026-12-02', '10:00', '11:00'),
      slot(3, '2026-12-01', '23:00', '01:00'),
      slot(4, '2026-12-02', '00:30', '01:30'),
      slot(5, '2026-12-02', '01:00', '02:00'),
    ]);
    expect(Object.fromEntries(conflicts)).toEqual({ 1: [], 2: [], 3: [4], 4: [3, 5], 5: [4] });
  });

  it('lets a cancelled session clash with nothing, and sees one starting at 00:00 after another ends', () => {
    const conflicts = conflictsOf([
      slot(1, '2026-12-01', '10:00', '11:00', true),
      slot(2, '2026-12-01', '10:00', '11:00'),
      slot(3, '2026-12-01', '22:00', '00:00'),
      slot(4, '2026-12-02', '00:00', '01:00'),
    ]);
    expect(Object.fromEntries(conflicts)).toEqual({ 1: [], 2: [], 3: [], 4: [] });
  });
});
