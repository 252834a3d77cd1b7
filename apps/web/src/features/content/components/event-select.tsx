import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/form/form-fields.tsx';
import type { FormApi } from '../../../components/form/use-producer-form.ts';
import { eventOptionLabel } from '../../../lib/format/event-option-label.ts';
import { useEventOptions } from '../api/form-options.ts';

/** The event a record belongs to, among the tenant's events. */
export function EventSelect({
  form,
  name,
  onPick,
}: {
  form: FormApi;
  name: string;
  onPick?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const events = useEventOptions();
  const options = (events.data ?? []).map((event) => ({
    value: String(event.id),
    label: eventOptionLabel(event),
  }));
  // A preselected event shows even before (or without) the list.
  const current = form.values[name];
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: `#${current}` });
  return (
    <Select
      form={form}
      name={name}
      label={t('producerForms.fields.event')}
      options={options}
      required
      onPick={onPick}
    />
  );
}
