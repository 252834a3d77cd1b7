import type { Event } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverPicture } from '../../../components/ui/cover-picture.tsx';
import { CalendarIcon, ClockIcon, MapPinIcon, VerifiedIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange } from '../../../lib/format/date-range.ts';
import { initials } from '../../../lib/format/initials.ts';

/**
 * The original client's event header: cover (the mobile one at ≤ 480 px), profile picture, title and facts, and
 * the page's actions ('Participar', share) beside the title on a wide screen and under the facts
 * on a phone, rather than alone in a band of their own.
 */
export function EventHeader({ event, actions }: { event: Event; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dateRange = formatDateRange(event.dateStart, event.dateEnd, t, i18n.language);
  const facts = [
    { id: 'date', Icon: CalendarIcon, label: t('event.header.date'), value: dateRange },
    {
      id: 'time',
      Icon: ClockIcon,
      label: t('event.header.time'),
      value: t('event.header.hours', { start: event.timeStart, end: event.timeEnd }),
    },
    { id: 'place', Icon: MapPinIcon, label: t('event.header.place'), value: event.local },
  ].filter((fact) => fact.value);

  return (
    <header className="relative">
      <div className="relative h-32 overflow-hidden rounded-3xl bg-ink-900 sm:h-48 lg:h-60">
        {event.coverPhoto ? (
          <CoverPicture cover={event} alt={t('event.header.coverAlt', { title: event.title })} />
        ) : (
          <div className="size-full bg-[radial-gradient(circle_at_80%_20%,rgb(217_181_108/0.45),transparent_45%),linear-gradient(120deg,var(--color-ink-950),var(--color-ink-700))]" />
        )}
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-ink-950/40 to-transparent" />
      </div>

      <div className="relative flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        <div className="-mt-12 size-24 shrink-0 overflow-hidden rounded-2xl border-4 border-white bg-white shadow-lift sm:-mt-16 sm:size-32">
          {event.profilePicture ? (
            <img
              src={event.profilePicture}
              alt={t('event.header.profileAlt', { title: event.title })}
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-full place-items-center bg-ink-900 text-2xl font-bold text-gold-300"
            >
              {initials(event.title)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 pb-1">
          <h1 className="flex flex-wrap items-center gap-2 font-display text-3xl leading-tight font-semibold tracking-tight text-ink-950 sm:text-4xl">
            <span className="min-w-0 break-words">{event.title}</span>
            <span title={t('event.header.verified')} className="inline-flex text-gold-500">
              <VerifiedIcon className="size-7" />
              <span className="sr-only">{t('event.header.verified')}</span>
            </span>
          </h1>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-600">
            {facts.map(({ id, Icon, label, value }) => (
              <div key={id} className="flex items-center gap-2">
                <dt className="sr-only">{label}</dt>
                <Icon className="size-4 shrink-0 text-gold-700" />
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {actions && <div className="flex flex-wrap items-start gap-3 pb-1 sm:shrink-0">{actions}</div>}
      </div>
    </header>
  );
}
