import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { agendaDayLabel, sortAgendaDays } from '../../../lib/format/agenda-days.ts';
import { FavoriteStar } from '../../favorites/index.ts';
import { useAgenda } from '../api/use-agenda.ts';
import { speakerPath } from '../event-paths.ts';
import type { DetailState } from './detail-routes.tsx';
import { SpeakerPicture } from './speaker-picture.tsx';
import { ScheduleSkeleton } from './tab-skeletons.tsx';

/** Programação: one button per day, the day's talks, and a calendar file to take them along. */
export function ScheduleTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { tenant } = usePublicConfig();
  const agenda = useAgenda(eventId);
  const [day, setDay] = useState<string | null>(null);
  const navigate = useNavigate();

  if (agenda.isPending) {
    return (
      <LoadingRegion label={t('common.loading')}>
        <ScheduleSkeleton />
      </LoadingRegion>
    );
  }
  if (agenda.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('event.schedule.error')}
        action={{ label: t('common.retry'), onClick: () => void agenda.refetch() }}
      />
    );
  }

  const days = sortAgendaDays(Object.keys(agenda.data));
  if (days.length === 0) {
    return <StateMessage title={t('event.schedule.empty')} icon={<CalendarIcon className="size-7" />} />;
  }
  const current = day && days.includes(day) ? day : (days[0] as string);
  const items = agenda.data[current] ?? [];
  const icsUrl = `/api/agenda/event/${eventId}.ics?tenant=${encodeURIComponent(tenant)}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('event.schedule.days')}</legend>
          {days.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={item === current}
              onClick={() => setDay(item)}
              className={buttonClass({ variant: item === current ? 'primary' : 'outline', size: 'md' })}
            >
              {agendaDayLabel(item)}
            </button>
          ))}
        </fieldset>
        <a href={icsUrl} download className={buttonClass({ variant: 'accent', size: 'md' })}>
          <CalendarIcon className="size-4" />
          {t('event.schedule.addToCalendar')}
        </a>
      </div>
      {current === days[0] && (
        <h3 className="text-lg font-semibold text-ink-950">{t('event.schedule.vipOnly')}</h3>
      )}
      <ol className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="space-y-3 rounded-2xl border border-ink-100 bg-white p-5 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap gap-x-3 text-sm font-semibold text-gold-700">
                  <span>
                    <time>{item.timeStart}</time> – <time>{item.timeEnd}</time>
                  </span>
                  {item.stage && <span className="font-medium text-ink-600">{item.stage}</span>}
                </p>
                <h4
                  className={`text-lg font-semibold ${item.cancelled ? 'text-ink-500 line-through' : 'text-ink-950'}`}
                >
                  {item.theme}
                </h4>
                {item.cancelled && (
                  <span className="inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
                    {t('event.schedule.cancelled')}
                  </span>
                )}
              </div>
              <FavoriteStar eventId={eventId} kind="agenda" id={item.id} name={item.theme} />
            </div>
            {item.description && <p className="text-sm leading-relaxed text-ink-600">{item.description}</p>}
            {item.speaker.length > 0 && (
              <ul className="space-y-2">
                {item.speaker.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      id={`schedule-speaker-${item.id}-${person.id}`}
                      onClick={() =>
                        navigate(speakerPath(eventId, person.id), {
                          state: {
                            fromTab: 'schedule',
                            focusId: `schedule-speaker-${item.id}-${person.id}`,
                          } satisfies DetailState,
                          preventScrollReset: true,
                        })
                      }
                      className="flex w-full items-center gap-3 rounded-xl p-1.5 text-left hover:bg-ink-50"
                    >
                      <SpeakerPicture speaker={person} className="size-10 rounded-full" sizes="40px" />
                      <span className="min-w-0">
                        <span className="block text-sm font-semibold text-ink-950">{person.name}</span>
                        <span className="block text-xs text-ink-600">
                          {[person.company, person.office].filter(Boolean).join(' - ')}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
