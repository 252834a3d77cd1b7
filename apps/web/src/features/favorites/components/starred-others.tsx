import { type Favorites, pagePaths } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEventExhibitors, useEventProperties, useEventSpeakers } from '../api/use-starred-showcase.ts';
import { FavoriteStar } from './favorite-star.tsx';

type Entry = { id: number; name: string; to: string };

/** Starred stands, speakers and properties under the sessions; a group with no star is left out. */
export function StarredOthers({ eventId, stars }: { eventId: number; stars: Favorites }) {
  const { t } = useTranslation();
  const exhibitors = useEventExhibitors(eventId);
  const speakers = useEventSpeakers(eventId);
  const properties = useEventProperties(eventId);

  const groups = [
    {
      kind: 'exhibitor' as const,
      title: t('favorites.myAgenda.exhibitors'),
      entries: Object.values(exhibitors.data ?? {})
        .flat()
        .filter((item) => stars.exhibitor.includes(item.id))
        .map((item): Entry => ({ id: item.id, name: item.title, to: pagePaths.exhibitor(item.id) })),
    },
    {
      kind: 'speaker' as const,
      title: t('favorites.myAgenda.speakers'),
      entries: (speakers.data ?? [])
        .filter((item) => stars.speaker.includes(item.id))
        .map((item): Entry => ({ id: item.id, name: item.name, to: pagePaths.speaker(eventId, item.id) })),
    },
    {
      kind: 'property' as const,
      title: t('favorites.myAgenda.properties'),
      entries: Object.values(properties.data ?? {})
        .flat()
        .filter((item) => stars.property.includes(item.id))
        .map((item): Entry => ({ id: item.id, name: item.title, to: pagePaths.property(eventId, item.id) })),
    },
  ].filter((group) => group.entries.length > 0);

  if (groups.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {groups.map((group) => (
        <section key={group.kind} className="space-y-3">
          <h3 className="text-base font-semibold text-ink-800">{group.title}</h3>
          <ul className="space-y-2">
            {group.entries.map((entry) => (
              <li
                key={entry.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-ink-100 bg-white py-2 ps-4 pe-2"
              >
                <Link to={entry.to} className="min-w-0 truncate font-medium text-ink-900 hover:underline">
                  {entry.name}
                </Link>
                <FavoriteStar eventId={eventId} kind={group.kind} id={entry.id} name={entry.name} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
