/**
 * When a saved copy was fetched, for 'Sem conexão — dados de 14:05': the time of day (24-hour,
 * as the banner's text puts it), with the day before it when the copy is from another day.
 */
export function formatCopyTime(at: number | Date, locale: string, now: Date = new Date()): string {
  const date = new Date(at);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  if (date.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }).format(date);
  return `${day} ${time}`;
}
