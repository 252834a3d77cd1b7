import type { MuteRequest } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason/reason-dialog.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

const hour = 60 * 60 * 1000;
/** How long, in the order offered; null: until a moderator lifts it. */
const durations: readonly { id: string; ms: number | null; label: TranslationKey }[] = [
  { id: 'hour', ms: hour, label: 'producer.moderation.mute.hour' },
  { id: 'day', ms: 24 * hour, label: 'producer.moderation.mute.day' },
  { id: 'week', ms: 7 * 24 * hour, label: 'producer.moderation.mute.week' },
  { id: 'month', ms: 30 * 24 * hour, label: 'producer.moderation.mute.month' },
  { id: 'forever', ms: null, label: 'producer.moderation.mute.forever' },
];
const maxReason = 500;

interface MuteDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  error: string | null;
  onMute: (request: MuteRequest) => void;
  onCancel: () => void;
}

/** 'Silenciar': for how long and why (the member reads the reason in a banner). */
export function MuteDialog({ open, name, pending, error, onMute, onCancel }: MuteDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [duration, setDuration] = useState('day');

  const mute = (reason: string) => {
    const ms = durations.find((option) => option.id === duration)?.ms ?? null;
    onMute(
      ms === null ? { forever: true, reason } : { until: new Date(Date.now() + ms).toISOString(), reason },
    );
  };

  return (
    <ReasonDialog
      open={open}
      title={t('producer.moderation.mute.title', { name })}
      description={t('producer.moderation.mute.description')}
      pending={pending}
      error={error}
      reason={{
        label: t('producer.moderation.mute.reason'),
        missingText: t('producer.moderation.mute.reasonRequired'),
        maxLength: maxReason,
        rows: 3,
      }}
      submitLabel={() => t('producer.moderation.mute.submit')}
      onSubmit={mute}
      onCancel={onCancel}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">
          {t('producer.moderation.mute.duration')}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {durations.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 px-3 text-sm has-checked:border-ink-700 has-checked:bg-sand-50"
            >
              <input
                type="radio"
                name={`${id}-duration`}
                value={option.id}
                checked={duration === option.id}
                onChange={() => setDuration(option.id)}
              />
              {t(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </ReasonDialog>
  );
}
