import type { Exhibitor } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverPicture } from '../../../components/ui/cover-picture.tsx';
import { CalendarIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { initials } from '../../../lib/format/initials.ts';
import { monthName } from '../../../lib/format/months.ts';
import { FavoriteStar } from '../../favorites/index.ts';

/**
 * Cover (the mobile one at ≤ 480 px), profile picture, title, the event's month and the place;
 * `children` are the stand's actions, beside its star.
 */
export function ExhibitorHeader({ exhibitor, children }: { exhibitor: Exhibitor; children?: ReactNode }) {
  const { t } = useTranslation();
  const month = monthName(Number(exhibitor.dateStart.split('/')[1]), t);
  return (
    <header className="relative">
      <div className="relative h-32 overflow-hidden rounded-3xl bg-ink-900 sm:h-48 lg:h-56">
        <CoverPicture cover={exhibitor} alt={t('exhibitor.coverAlt', { title: exhibitor.title })} keepLeft />
      </div>
      <div className="relative flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        <div className="-mt-12 size-24 shrink-0 overflow-hidden rounded-2xl border-4 border-white bg-white shadow-lift sm:-mt-16 sm:size-32">
          {exhibitor.profilePicture ? (
            <MediaImage
              src={exhibitor.profilePicture}
              sizes="128px"
              alt={t('exhibitor.profileAlt', { title: exhibitor.title })}
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-full place-items-center bg-ink-900 text-2xl font-bold text-gold-300"
            >
              {initials(exhibitor.title)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 pb-1">
          <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight break-words text-ink-950 sm:text-4xl">
            {exhibitor.title}
          </h1>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-600">
            {month && (
              <span className="flex items-center gap-2">
                <CalendarIcon className="size-4 text-gold-700" />
                {month}
              </span>
            )}
            {exhibitor.local && (
              <span className="flex items-center gap-2">
                <MapPinIcon className="size-4 text-gold-700" />
                {exhibitor.local}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 self-start sm:mb-1 sm:self-end">
          {children}
          <FavoriteStar
            eventId={exhibitor.eventId}
            kind="exhibitor"
            id={exhibitor.id}
            name={exhibitor.title}
          />
        </div>
      </div>
    </header>
  );
}
