import type { MuteRequest } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { DangerDialogActions, RequiredReason } from './reason-fields.tsx';

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
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    const ms = durations.find((option) => option.id === duration)?.ms ?? null;
    onMute(
      ms === null
        ? { forever: true, reason: reason.trim() }
        : { until: new Date(Date.now() + ms).toISOString(), reason: reason.trim() },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={t('producer.moderation.mute.title', { name })}
      description={t('producer.moderation.mute.description')}
      closeLabel={t('common.close')}
      width="narrow"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
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
        <RequiredReason
          label={t('producer.moderation.mute.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
          missing={missing}
          missingText={t('producer.moderation.mute.reasonRequired')}
          maxLength={maxReason}
          rows={3}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <DangerDialogActions
          pending={pending}
          label={t('producer.moderation.mute.submit')}
          onCancel={onCancel}
        />
      </form>
    </Modal>
  );
}
