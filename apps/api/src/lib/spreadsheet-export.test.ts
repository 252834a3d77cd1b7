import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, writeSpreadsheet } from './spreadsheet-export.ts';

/** Rows that stop after `before` until the file has started to flow: a buffering writer never would. */
function rowsWaitingFor(started: Promise<void>, before: number, after: number) {
  let read = 0;
  const rows = (async function* () {
    for (let index = 0; index < before + after; index++) {
      if (index === before) await started;
      read++;
      yield [`Linha ${index}`, 'x'.repeat(200)];
    }
  })();
  return { rows, read: () => read };
}

async function drain(stream: Readable, onFirst: () => void): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) {
    if (bytes === 0) onFirst();
    bytes += (chunk as Buffer).length;
  }
  return bytes;
}

describe('writeSpreadsheet', () => {
  it.each(['csv', 'xlsx'] as const)('sends %s before the last row is read', async (format) => {
    let start!: () => void;
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    const source = rowsWaitingFor(started, 5_000, 10);
    let readAtFirstByte = -1;
    const stream = writeSpreadsheet(source.rows, { format, locale: 'en', headers: ['A', 'B'], sheet: 'S' });
    const bytes = await drain(stream, () => {
      readAtFirstByte = source.read();
      start();
    });
    expect(bytes).toBeGreaterThan(0);
    expect(readAtFirstByte).toBeLessThan(5_010);
    expect(source.read()).toBe(5_010);
  });

  it('neutralizes what a spreadsheet would run, not phone numbers', () => {
    expect(
      ['=1+1', '+SUM(A1)', '-2+3a', '@cmd', 'plain', '+55 11 91234-5678', '-12.5'].map(neutralizeFormula),
    ).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3a", "'@cmd", 'plain', '+55 11 91234-5678', '-12.5']);
  });
});
