import { useTranslation } from 'react-i18next';
import { fieldId } from '../../../components/form/form-errors.ts';
import type { FormApi } from '../../../components/form/use-producer-form.ts';
import { useSpeakerOptions } from '../api/form-options.ts';

interface SpeakerPickerProps {
  form: FormApi;
  eventId: number | null;
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** The agenda item's speakers: a checkbox per speaker of the event. */
export function SpeakerPicker({ form, eventId, selected, onChange }: SpeakerPickerProps) {
  const { t } = useTranslation();
  const speakers = useSpeakerOptions(eventId);
  const id = fieldId(form.id, 'speakerIds');
  const error = form.errors.speakerIds;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-medium text-ink-800">{t('producerForms.agenda.speakers')}</legend>
      {eventId === null ? (
        <p className="text-sm text-ink-500">{t('producerForms.agenda.pickEvent')}</p>
      ) : speakers.isSuccess && speakers.data.length === 0 ? (
        <p className="text-sm text-ink-500">{t('producerForms.agenda.noSpeakers')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {(speakers.data ?? []).map((speaker) => (
            <li key={speaker.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-xl border border-ink-100 bg-sand-50 px-3 py-2 text-sm text-ink-900">
                <input
                  type="checkbox"
                  className="size-5 accent-ink-900"
                  checked={selected.includes(speaker.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, speaker.id]
                        : selected.filter((other) => other !== speaker.id),
                    )
                  }
                />
                <span>
                  {speaker.name}
                  {speaker.company && <span className="text-ink-500"> · {speaker.company}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
