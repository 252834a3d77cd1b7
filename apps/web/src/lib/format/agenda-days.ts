const dateText = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A schedule day's button text: dd/MM/yyyy → dd/MM; anything else is shown as it came. */
export function agendaDayLabel(day: string): string {
  const match = dateText.exec(day.trim());
  return match ? `${match[1]}/${match[2]}` : day;
}

const sortKey = (day: string) => {
  const match = dateText.exec(day.trim());
  return match ? `${match[3]}${match[2]}${match[1]}` : day;
};

/** The schedule's days in calendar order (the map's keys carry no order of their own). */
export function sortAgendaDays(days: string[]): string[] {
  return [...days].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}
