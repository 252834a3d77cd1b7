import { describe, expect, it } from 'vitest';
import { starredAgenda } from './conflicts.ts';

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

describe("a guest's Minha agenda", () => {
  it('keeps the starred items and marks overlaps, not touching edges or cancelled sessions', () => {
    const mine = starredAgenda(
      {
        '10/06/2026': [
          item(1, '09:00', '10:00'),
          item(2, '09:30', '10:30'),
          item(3, '10:30', '11:00'),
          item(4, '09:00', '12:00', true),
          item(5, '09:00', '12:00'),
        ],
        '11/06/2026': [item(6, '09:00', '10:00')],
      },
      [1, 2, 3, 4],
    );
    expect(Object.keys(mine)).toEqual(['10/06/2026']);
    expect(mine['10/06/2026']?.map((entry) => [entry.id, entry.conflicts])).toEqual([
      [1, [2]],
      [2, [1]],
      [3, []],
      [4, []],
    ]);
  });
});
