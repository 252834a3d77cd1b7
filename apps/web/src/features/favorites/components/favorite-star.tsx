import type { FavoriteKind } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useFavorites } from '../api/use-favorites.ts';
import { useToggleFavorite } from '../api/use-toggle-favorite.ts';
import { StarIcon } from './star-icon.tsx';

interface FavoriteStarProps {
  eventId: number;
  kind: FavoriteKind;
  id: number;
  /** What is starred, for the button's name ('Favoritar {{name}}'). */
  name: string;
  className?: string;
}

/** A star toggle: on the account for members, in this browser for guests and visitors. */
export function FavoriteStar({ eventId, kind, id, name, className = '' }: FavoriteStarProps) {
  const { t } = useTranslation();
  const favorites = useFavorites(eventId);
  const toggle = useToggleFavorite(eventId);
  const starred = favorites.data?.[kind].includes(id) ?? false;
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={starred ? t('favorites.star.remove', { name }) : t('favorites.star.add', { name })}
      onClick={() => toggle.mutate({ kind, id, starred: !starred })}
      className={`grid size-10 shrink-0 place-items-center rounded-full border bg-white transition ${
        starred
          ? 'border-gold-300 text-gold-600 hover:bg-gold-100'
          : 'border-ink-200 text-ink-500 hover:border-gold-300 hover:text-gold-700'
      } ${className}`}
    >
      <StarIcon filled={starred} className="size-5" />
    </button>
  );
}
