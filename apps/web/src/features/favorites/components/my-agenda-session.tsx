import type { MyAgendaItem } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { FavoriteStar } from './favorite-star.tsx';

interface MyAgendaSessionProps {
  eventId: number;
  item: MyAgendaItem;
  /** Theme of each starred item of the day, to name what this one clashes with. */
  themes: ReadonlyMap<number, string>;
}

/** A starred session: its time, stage and speakers; a clash is pointed out, never blocked. */
export function MyAgendaSession({ eventId, item, themes }: MyAgendaSessionProps) {
  const { t } = useTranslation();
  const clashes = item.conflicts.map((id) => themes.get(id)).filter((theme): theme is string => !!theme);
  return (
    <li
      className={`flex gap-3 rounded-2xl border bg-white p-4 shadow-card sm:p-5 ${
        clashes.length > 0 ? 'border-amber-300' : 'border-ink-100'
      }`}
    >
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-gold-700">
          <span>
            <time>{item.timeStart}</time> – <time>{item.timeEnd}</time>
          </span>
          {item.stage && <span className="font-medium text-ink-600">{item.stage}</span>}
        </p>
        <h4
          className={`text-lg font-semibold text-ink-950 ${item.cancelled ? 'text-ink-500 line-through' : ''}`}
        >
          {item.theme}
        </h4>
        {item.speaker.length > 0 && (
          <p className="text-sm text-ink-600">{item.speaker.map((person) => person.name).join(', ')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {item.cancelled && (
            <span className="inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
              {t('favorites.myAgenda.cancelled')}
            </span>
          )}
          {clashes.length > 0 && (
            <span className="inline-flex rounded-lg bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800">
              {t('favorites.myAgenda.conflict', { themes: clashes.join(', ') })}
            </span>
          )}
        </div>
      </div>
      <FavoriteStar eventId={eventId} kind="agenda" id={item.id} name={item.theme} />
    </li>
  );
}
