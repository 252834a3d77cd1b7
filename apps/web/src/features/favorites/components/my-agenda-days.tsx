import type { MyAgenda } from '@vitrine/contract';
import { agendaDayLabel, sortAgendaDays } from '../../../lib/format/agenda-days.ts';
import { MyAgendaSession } from './my-agenda-session.tsx';

/** The starred sessions, day by day in calendar order. */
export function MyAgendaDays({ eventId, agenda }: { eventId: number; agenda: MyAgenda }) {
  const themes = new Map(
    Object.values(agenda).flatMap((items) => items.map((item) => [item.id, item.theme])),
  );
  return (
    <div className="space-y-6">
      {sortAgendaDays(Object.keys(agenda)).map((day) => (
        <section key={day} aria-labelledby={`my-agenda-day-${day}`} className="space-y-3">
          <h3 id={`my-agenda-day-${day}`} className="text-base font-semibold text-ink-800">
            <time>{agendaDayLabel(day)}</time>
          </h3>
          <ol className="grid gap-3 md:grid-cols-2">
            {(agenda[day] ?? []).map((item) => (
              <MyAgendaSession key={item.id} eventId={eventId} item={item} themes={themes} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
