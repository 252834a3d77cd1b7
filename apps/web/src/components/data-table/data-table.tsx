import type { ReactNode } from 'react';

/**
 * Below 640 px a table is a stack of cards, one per row: the header row stays for screen readers
 * only and each cell writes its column's name (`data-label`) before its value, so no column
 * (a status, a 'Remover' button) ends up off-screen.
 */
const narrowCards = [
  'max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none',
  'max-sm:[&_table]:block max-sm:[&_table]:min-w-0 max-sm:[&_thead]:sr-only',
  'max-sm:[&_tbody]:block max-sm:[&_tbody]:space-y-3 max-sm:[&_tbody]:divide-y-0',
  'max-sm:[&_tbody_tr]:block max-sm:[&_tbody_tr]:rounded-2xl max-sm:[&_tbody_tr]:border max-sm:[&_tbody_tr]:border-ink-100',
  'max-sm:[&_tbody_tr]:bg-white max-sm:[&_tbody_tr]:px-4 max-sm:[&_tbody_tr]:py-2 max-sm:[&_tbody_tr]:shadow-xs',
  'max-sm:[&_td]:flex max-sm:[&_td]:max-w-none max-sm:[&_td]:items-center max-sm:[&_td]:justify-between',
  'max-sm:[&_td]:gap-4 max-sm:[&_td]:px-0 max-sm:[&_td]:py-1.5 max-sm:[&_td]:text-end max-sm:[&_td]:whitespace-normal max-sm:[&_td]:wrap-anywhere',
  'max-sm:[&_td]:before:shrink-0 max-sm:[&_td]:before:text-start max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-semibold',
  'max-sm:[&_td]:before:tracking-wide max-sm:[&_td]:before:text-ink-500 max-sm:[&_td]:before:uppercase',
  'max-sm:[&_td]:before:content-[attr(data-label)]',
].join(' ');

/** The frame every producer table sits in: cards on a phone, a sideways scroll in between. */
export function TableFrame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs ${narrowCards}`}
    >
      {children}
    </section>
  );
}

export const thClass =
  'px-4 py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase';
export const tdClass = 'px-4 py-3 align-middle text-sm text-ink-800';

export interface DataColumn {
  label: string;
  /** Read by screen readers only (an actions column). */
  hidden?: boolean;
  /** Added to the header cell's classes (a width). */
  className?: string;
}

/**
 * A producer table: its frame (cards on a phone), the caption and header row from `columns`, and
 * the rows given as children, each cell with its column's `data-label`.
 */
export function DataTable({
  label,
  columns,
  minWidth,
  busy,
  children,
}: {
  label: string;
  columns: readonly DataColumn[];
  /** The width below which it scrolls sideways (until it turns into cards), e.g. `min-w-[44rem]`. */
  minWidth: string;
  /** Set while the rows shown are a previous page's. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <TableFrame label={label}>
      <table className={`w-full ${minWidth} border-collapse`} aria-busy={busy}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-ink-100 bg-sand-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.className ? `${thClass} ${column.className}` : thClass}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </TableFrame>
  );
}
