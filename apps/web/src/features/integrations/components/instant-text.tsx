import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format/dates.ts';
import { formatRelativeTime } from '../../../lib/format/relative-time.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A moment as people say it: "há 5 min." within the last week, the date and time before that;
 * the exact date and time always in the tooltip. A future one (a next try) is its date and time.
 */
export function InstantText({ iso, now = new Date() }: { iso: string; now?: Date }) {
  useTranslation(); // re-render on a language switch
  const locale = currentLocale();
  const exact = formatInstant(iso, locale, true);
  const age = now.getTime() - new Date(iso).getTime();
  const text = age >= 0 && age < weekMs ? formatRelativeTime(iso, locale, now) : exact;
  return (
    <time dateTime={iso} title={exact}>
      {text}
    </time>
  );
}
