import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { CloseIcon, PlusIcon } from '../ui/icons.tsx';
import { fieldId } from './form-errors.ts';
import type { FormApi } from './use-producer-form.ts';

const maxVideos = 10;

/** The event's video links (`videos`, http(s) only), one input each. */
export function VideoListField({
  form,
  videos,
  onChange,
}: {
  form: FormApi;
  videos: string[];
  onChange: (videos: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" id={fieldId(form.id, 'videos')} tabIndex={-1}>
      <p className="text-sm font-medium text-ink-800">{t('producerForms.event.videos')}</p>
      {videos.map((url, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in an editable list.
        <div key={index} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              id={fieldId(form.id, `videos.${index}`)}
              label={t('producerForms.event.video', { index: index + 1 })}
              type="url"
              placeholder="https://"
              value={url}
              error={form.errors[`videos.${index}`]}
              onChange={(event) =>
                onChange(videos.map((other, position) => (position === index ? event.target.value : other)))
              }
            />
          </div>
          <Button
            variant="ghost"
            className="mb-0.5"
            aria-label={t('producerForms.event.removeVideo', { index: index + 1 })}
            onClick={() => onChange(videos.filter((_, position) => position !== index))}
          >
            <CloseIcon className="size-4" />
          </Button>
        </div>
      ))}
      {videos.length < maxVideos && (
        <Button variant="outline" size="sm" onClick={() => onChange([...videos, ''])}>
          <PlusIcon className="size-4" />
          {t('producerForms.event.addVideo')}
        </Button>
      )}
      {form.errors.videos && <p className="text-sm font-medium text-danger-700">{form.errors.videos}</p>}
    </div>
  );
}
