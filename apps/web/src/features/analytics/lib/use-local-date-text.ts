import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOrder, isoToLocalDate, localDateToIso, maskDate } from '../../../lib/format/local-date-time.ts';

/**
 * The text of a date input typed in the app's language (see local-date-time.ts), for a field
 * outside the producer forms: `type` masks what was typed and returns its 'yyyy-MM-dd' ('' until
 * whole and real); the text follows `iso` when it changes from outside.
 */
export function useLocalDateText(iso: string) {
  const { t, i18n } = useTranslation();
  const order = useMemo(() => dateOrder(i18n.language), [i18n.language]);
  const [text, setText] = useState(() => isoToLocalDate(iso, order));
  useEffect(() => {
    setText((current) => (localDateToIso(current, order) === iso ? current : isoToLocalDate(iso, order)));
  }, [iso, order]);
  const type = (typed: string) => {
    const next = maskDate(typed, order);
    setText(next);
    return localDateToIso(next, order);
  };
  return { text, type, format: t('producerForms.dateFormat') };
}
