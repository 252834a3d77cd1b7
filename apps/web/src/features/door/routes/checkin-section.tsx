import { useQueryClient } from '@tanstack/react-query';
import type { Event } from '@vitrine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeScanner } from '../../../components/badge-scanner/badge-scanner.tsx';
import { PendingReads } from '../../../components/badge-scanner/pending-reads.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { producerKeys } from '../../../lib/api/producer-keys.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { useScanQueue } from '../../../lib/offline/use-scan-queue.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { EventScope } from '../../events/index.ts';
import { sendCheckin } from '../api/send-checkin.ts';
import { type CheckinOutcome, CheckinResultPanel } from '../components/checkin-result.tsx';
import { DoorDashboard } from '../components/door-dashboard.tsx';

/** 'Check-in': badges read at the door of the chosen event, and the door's numbers. */
export function CheckinSection() {
  return <EventScope>{(event) => <CheckinDesk key={event.id} event={event} />}</EventScope>;
}

function CheckinDesk({ event }: { event: Event }) {
  const { t } = useTranslation();
  const session = useSession();
  const { tenant } = usePublicConfig();
  const queryClient = useQueryClient();
  // Numbered, so the same answer twice in a row is announced twice.
  const [outcome, setOutcomeState] = useState<{ value: CheckinOutcome; n: number } | null>(null);
  const [replayNote, setReplayNote] = useState('');
  const setOutcome = (value: CheckinOutcome) => setOutcomeState((last) => ({ value, n: (last?.n ?? 0) + 1 }));
  const userId = session.status === 'authenticated' ? session.claims.userId : null;
  const refreshStats = () => queryClient.invalidateQueries({ queryKey: producerKeys.checkinStats(event.id) });

  const { pending, submit } = useScanQueue({
    queue: userId === null ? null : `checkin:${tenant}:${userId}:${event.id}`,
    send: (read) => sendCheckin(event.id, read),
    onReplay: ({ sent, refused }) => {
      void refreshStats();
      const note = [
        sent.length > 0 ? t('producer.checkin.replayed', { count: sent.length }) : '',
        refused.length > 0 ? t('producer.checkin.replayRefused', { count: refused.length }) : '',
      ];
      setReplayNote(note.filter(Boolean).join(' '));
    },
  });

  const onBadge = async (badge: string) => {
    try {
      const submission = await submit(badge);
      if (submission.status === 'queued') setOutcome({ kind: 'queued' });
      else {
        setOutcome({ kind: 'result', result: submission.result });
        void refreshStats();
      }
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'EVENT_CROWDED') setOutcome({ kind: 'crowded' });
      else if (code === 'BADGE_INVALID') setOutcome({ kind: 'unknown' });
      else setOutcome({ kind: 'error', message: errorText(error, t('producer.common.tryAgain')) });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="checkin-scan"
        className="space-y-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5"
      >
        <div>
          <h2 id="checkin-scan" className="font-semibold text-ink-900">
            {t('producer.checkin.scanTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('producer.checkin.intro')}</p>
        </div>
        <BadgeScanner
          onBadge={(badge) => void onBadge(badge)}
          result={
            <div className="space-y-3">
              <div aria-live="assertive" aria-atomic="true">
                <CheckinResultPanel key={outcome?.n ?? 0} outcome={outcome?.value ?? null} />
              </div>
              <PendingReads count={pending} />
              <p role="status" className="text-sm text-ink-600 empty:hidden">
                {replayNote}
              </p>
            </div>
          }
        />
      </section>
      <section aria-labelledby="checkin-door" className="space-y-4">
        <h2 id="checkin-door" className="font-semibold text-ink-900">
          {t('producer.checkin.door')}
        </h2>
        <DoorDashboard event={event} />
      </section>
    </div>
  );
}
