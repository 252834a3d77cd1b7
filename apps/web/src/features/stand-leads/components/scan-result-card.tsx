import type { Lead } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, OfflineIcon } from '../../../components/ui/icons.tsx';

export type ScanOutcome =
  | { kind: 'lead'; lead: Lead; isNew: boolean }
  | { kind: 'queued' }
  | { kind: 'error'; message: string };

/** What the last read gave: the contact (new or already listed), a wait for the network, or why not. */
export function ScanResultCard({ outcome }: { outcome: ScanOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'queued') {
    return (
      <Card tone="wait" icon={<OfflineIcon className="size-6" />} title={t('standLeads.scan.queued')}>
        {t('standLeads.scan.queuedText')}
      </Card>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <Card tone="error" icon={<AlertIcon className="size-6" />} title={t('standLeads.scan.failed')}>
        {outcome.message}
      </Card>
    );
  }
  const { lead, isNew } = outcome;
  return (
    <Card
      tone={isNew ? 'new' : 'known'}
      icon={<CheckCircleIcon className="size-6" />}
      title={isNew ? t('standLeads.scan.new') : t('standLeads.scan.known')}
    >
      {lead.person ? (
        <>
          <span className="block text-lg font-semibold break-words text-ink-950">{lead.person.name}</span>
          <span className="block break-all">{lead.person.email}</span>
        </>
      ) : (
        <span className="block font-semibold text-ink-950">{t('standLeads.anonymous')}</span>
      )}
    </Card>
  );
}

const tones = {
  new: 'border-success-700/30 bg-success-50 [&_svg]:text-success-700',
  known: 'border-amber-300 bg-amber-50 [&_svg]:text-amber-800',
  wait: 'border-gold-300 bg-gold-100 [&_svg]:text-gold-700',
  error: 'border-danger-700/30 bg-danger-50 [&_svg]:text-danger-700',
};

interface CardProps {
  tone: keyof typeof tones;
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}

function Card({ tone, icon, title, children }: CardProps) {
  return (
    <div className={`flex items-start gap-3 rounded-2xl border p-4 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 space-y-1 text-sm text-ink-700">
        <p className="font-semibold text-ink-900">{title}</p>
        {children}
      </div>
    </div>
  );
}
