import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeScanner } from '../../../components/badge-scanner/badge-scanner.tsx';
import { PendingReads } from '../../../components/badge-scanner/pending-reads.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { useScanQueue } from '../../../lib/offline/use-scan-queue.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { captureLead } from '../api/capture-lead.ts';
import { standLeadKeys } from '../api/stand-lead-keys.ts';
import { type ScanOutcome, ScanResultCard } from './scan-result-card.tsx';

/**
 * 'Escanear crachá' for a stand's team: each read becomes a contact in the stand's list; a read
 * made without network waits on this device and is sent, with its time, when the network returns.
 */
export function LeadScanPanel({ exhibitorId }: { exhibitorId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const { tenant } = usePublicConfig();
  const queryClient = useQueryClient();
  // Numbered, so a second read with the same result is announced again.
  const [outcome, setOutcomeState] = useState<{ value: ScanOutcome; n: number } | null>(null);
  const setOutcome = (value: ScanOutcome) => setOutcomeState((last) => ({ value, n: (last?.n ?? 0) + 1 }));
  const [replayNote, setReplayNote] = useState('');
  const userId = session.status === 'authenticated' ? session.claims.userId : null;
  const refreshList = () => queryClient.invalidateQueries({ queryKey: standLeadKeys.all(exhibitorId) });

  const { pending, submit } = useScanQueue({
    queue: userId === null ? null : `lead:${tenant}:${userId}:${exhibitorId}`,
    send: (read) => captureLead(exhibitorId, read),
    onReplay: ({ sent, refused }) => {
      void refreshList();
      const note = [
        sent.length > 0 ? t('standLeads.scan.replayed', { count: sent.length }) : '',
        refused.length > 0 ? t('standLeads.scan.replayRefused', { count: refused.length }) : '',
      ];
      setReplayNote(note.filter(Boolean).join(' '));
    },
  });

  const onBadge = async (badge: string) => {
    try {
      const submission = await submit(badge);
      if (submission.status === 'queued') setOutcome({ kind: 'queued' });
      else {
        setOutcome({ kind: 'lead', ...submission.result });
        void refreshList();
      }
    } catch (error) {
      const unknown = isApiError(error) && error.code === 'BADGE_INVALID';
      setOutcome({
        kind: 'error',
        message: unknown
          ? t('standLeads.scan.unknownBadge')
          : errorText(error, t('standLeads.scan.tryAgain')),
      });
    }
  };

  return (
    <div className="space-y-4">
      <BadgeScanner
        onBadge={(badge) => void onBadge(badge)}
        result={
          <div aria-live="polite" aria-atomic="true" className="space-y-3">
            {outcome && <ScanResultCard key={outcome.n} outcome={outcome.value} />}
            <PendingReads count={pending} />
          </div>
        }
      />
      <p role="status" className="text-sm text-ink-600 empty:hidden">
        {replayNote}
      </p>
    </div>
  );
}
