/** Longest title an event picker shows whole; past it the title is cut, never the date. */
export const optionTitleMax = 32;

/**
 * An event as a picker option: 'Title · dd/MM/yyyy'. A native `<select>` cuts its text at the
 * end, which is the date, so a long title is shortened here (at a word when one is near) instead.
 */
export function eventOptionLabel(event: { title: string; dateStart: string }): string {
  const title = event.title.trim();
  if (title.length <= optionTitleMax) return `${title} · ${event.dateStart}`;
  const cut = title.slice(0, optionTitleMax - 1);
  const space = cut.lastIndexOf(' ');
  const short = (space > optionTitleMax / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '');
  return `${short}… · ${event.dateStart}`;
}
