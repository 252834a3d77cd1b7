import type { AgendaItem, Event, MyAgenda } from '@vitrine/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/ui/icons.tsx';
import { agendaDayLabel } from '../../../lib/format/agenda-days.ts';
import { useMinuteClock } from '../../../lib/scheduling/use-minute-clock.ts';
import { eventClock, type NextSession, nowAndNext, splitDuration } from '../lib/now-and-next.ts';

/** Up to this many minutes ahead, 'A seguir' says 'em 25 min'; later, the time it starts. */
const soonMinutes = 60;

interface NowAndNextProps {
  agenda: MyAgenda;
  event: Pick<Event, 'dateStart' | 'dateEnd' | 'timeZone'>;
}

/** 'Agora' and 'A seguir' above Minha agenda's days while the event runs; nothing otherwise. */
export function NowAndNext({ agenda, event }: NowAndNextProps) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const moment = nowAndNext(agenda, event, eventClock(now, event.timeZone));
  if (!moment || (moment.current.length === 0 && moment.next.length === 0)) return null;

  return (
    <section
      aria-label={t('favorites.nowNext.label')}
      className="grid gap-5 rounded-2xl bg-ink-900 p-4 text-white shadow-card sm:p-5 md:grid-cols-2"
    >
      {moment.current.length > 0 && (
        <Moment title={t('favorites.nowNext.now')}>
          {moment.current.map(({ item, minutesLeft }) => (
            <Session
              key={item.id}
              item={item}
              when={t('favorites.nowNext.endsIn', { duration: duration(t, minutesLeft) })}
            />
          ))}
        </Moment>
      )}
      {moment.next.length > 0 && (
        <Moment title={t('favorites.nowNext.next')}>
          {moment.next.map((next) => (
            <Session key={next.item.id} item={next.item} when={startsWhen(t, next)} />
          ))}
        </Moment>
      )}
    </section>
  );
}

function Moment({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-3">
      <h3 className="text-xs font-semibold tracking-widest text-gold-300 uppercase">{title}</h3>
      <ul className="space-y-3">{children}</ul>
    </div>
  );
}

function Session({ item, when }: { item: AgendaItem; when: string }) {
  return (
    <li className="space-y-1">
      <h4 className="text-lg leading-snug font-semibold">{item.theme}</h4>
      <p className="text-sm text-ink-200">
        <time>{item.timeStart}</time> – <time>{item.timeEnd}</time>
        {item.stage && <> · {item.stage}</>}
      </p>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-gold-200">
        <ClockIcon className="size-4 shrink-0" />
        {when}
      </p>
    </li>
  );
}

function duration(t: TFunction, minutes: number): string {
  const parts = splitDuration(minutes);
  if (parts.hours === 0) return t('favorites.nowNext.minutes', { count: parts.minutes });
  if (parts.minutes === 0) return t('favorites.nowNext.hours', { count: parts.hours });
  return t('favorites.nowNext.hoursMinutes', parts);
}

function startsWhen(t: TFunction, next: NextSession<AgendaItem>): string {
  if (!next.today) {
    return t('favorites.nowNext.startsOn', { day: agendaDayLabel(next.day), time: next.item.timeStart });
  }
  if (next.minutesUntil <= soonMinutes) {
    return t('favorites.nowNext.startsIn', { duration: duration(t, next.minutesUntil) });
  }
  return t('favorites.nowNext.startsAt', { time: next.item.timeStart });
}
