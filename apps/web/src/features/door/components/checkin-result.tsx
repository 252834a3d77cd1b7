import type { CheckinResult } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import {
  AlertIcon,
  CheckCircleIcon,
  ClockIcon,
  OfflineIcon,
  QrCodeIcon,
} from '../../../components/ui/icons.tsx';

export type CheckinOutcome =
  | { kind: 'result'; result: CheckinResult }
  | { kind: 'crowded' }
  | { kind: 'unknown' }
  | { kind: 'queued' }
  | { kind: 'error'; message: string };

const tones = {
  go: 'border-success-700 bg-success-50 text-success-700',
  again: 'border-amber-500 bg-amber-50 text-amber-800',
  stop: 'border-danger-700 bg-danger-50 text-danger-700',
  wait: 'border-gold-400 bg-gold-100 text-gold-700',
};

/** The door's big answer: green to let in, amber for a second entry, red to stop, gold while offline. */
export function CheckinResultPanel({ outcome }: { outcome: CheckinOutcome | null }) {
  const { t, i18n } = useTranslation();
  let tone: keyof typeof tones = 'stop';
  let icon = <QrCodeIcon className="size-5" />;
  let title = t('producer.checkin.waiting');
  let detail: string | null = null;
  let name: string | null = null;

  if (outcome?.kind === 'result') {
    const { result } = outcome;
    name = result.name;
    if (result.status === 'CHECKED_IN') {
      tone = 'go';
      icon = <CheckCircleIcon className="size-10" />;
      title = t('producer.checkin.allowed');
      detail = result.seatTaken ? t('producer.checkin.seatTaken') : null;
    } else {
      tone = 'again';
      icon = <ClockIcon className="size-10" />;
      const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(result.at),
      );
      title = t('producer.checkin.already', { time });
    }
  } else if (outcome?.kind === 'crowded') {
    tone = 'stop';
    icon = <AlertIcon className="size-10" />;
    title = t('producer.checkin.crowded');
    detail = t('producer.checkin.crowdedText');
  } else if (outcome?.kind === 'unknown') {
    tone = 'stop';
    icon = <AlertIcon className="size-10" />;
    title = t('producer.checkin.unknown');
    detail = t('producer.checkin.unknownText');
  } else if (outcome?.kind === 'queued') {
    tone = 'wait';
    icon = <OfflineIcon className="size-10" />;
    title = t('producer.checkin.queued');
    detail = t('producer.checkin.queuedText');
  } else if (outcome?.kind === 'error') {
    tone = 'stop';
    icon = <AlertIcon className="size-10" />;
    title = t('producer.checkin.failed');
    detail = outcome.message;
  }

  if (!outcome)
    return (
      <p className="flex items-center justify-center gap-2 rounded-2xl border border-dashed border-ink-200 px-4 py-3 text-sm text-ink-500">
        {icon}
        {title}
      </p>
    );
  return (
    <div
      className={`flex min-h-44 flex-col items-center justify-center gap-2 rounded-3xl border-2 px-5 py-6 text-center ${tones[tone]}`}
    >
      {icon}
      <p className="font-display text-2xl font-semibold sm:text-3xl">{title}</p>
      {name && <p className="text-xl font-semibold break-words text-ink-950">{name}</p>}
      {detail && <p className="text-sm font-medium text-ink-700">{detail}</p>}
    </div>
  );
}
