import { expect } from 'vitest';

/**
 * On a phone a producer table is a stack of cards whose cells write their column's name from
 * `data-label` (TableFrame): every cell must carry the name its column header shows.
 */
export function expectCellsNamedByColumn(table: HTMLElement) {
  const headers = [...table.querySelectorAll('thead th')].map((th) =>
    th.querySelector('.sr-only') ? null : th.textContent?.trim(),
  );
  const rows = [...table.querySelectorAll('tbody tr')];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const labels = [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
    expect(labels).toEqual(headers);
  }
}
