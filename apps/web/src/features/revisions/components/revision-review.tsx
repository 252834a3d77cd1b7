import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import type { Decision } from '../api/use-stand-revisions.ts';
import { RejectRevisionDialog } from './reject-revision-dialog.tsx';

interface RevisionReviewProps {
  revisionId: number;
  /** What the heading and the outcome sentences name: the stand, or the property. */
  name: string;
  /** Who asked and when, and anything else said under the heading. */
  subtitle: ReactNode;
  decide: UseMutationResult<unknown, Error, Decision>;
  onBack: () => void;
  onDecided: (text: string) => void;
  children: ReactNode;
}

/** One revision under review: what changed (children), then 'Aprovar' or 'Recusar' with a reason. */
export function RevisionReview({
  revisionId,
  name,
  subtitle,
  decide,
  onBack,
  onDecided,
  children,
}: RevisionReviewProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  // Someone else decided first: the list refreshes without it, so say so on the list.
  const onError = (error: Error) => {
    if (isApiError(error) && error.body.code === 'REVISION_NOT_PENDING') {
      onDecided(t('producer.revisions.alreadyDecided', { name }));
    }
  };
  const approve = () =>
    decide.mutate(
      { id: revisionId, verdict: 'approve' },
      { onSuccess: () => onDecided(t('producer.revisions.approved', { name })), onError },
    );
  const reject = (reason: string) =>
    decide.mutate(
      { id: revisionId, verdict: 'reject', reason },
      { onSuccess: () => onDecided(t('producer.revisions.rejected', { name })), onError },
    );
  const failure = decide.isError ? errorText(decide.error, t('producer.common.actionFailed')) : null;

  return (
    <section aria-labelledby="revision-detail-title" className="max-w-5xl space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ChevronLeftIcon className="size-4" />
        {t('producer.revisions.back')}
      </Button>
      <div>
        <h2
          id="revision-detail-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold break-words text-ink-950 focus:outline-none"
        >
          {name}
        </h2>
        <div className="mt-1 text-sm text-ink-600">{subtitle}</div>
      </div>
      {children}
      {failure && !rejecting && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DangerButton
          size="md"
          className="border border-danger-700/30"
          onClick={() => {
            decide.reset();
            setRejecting(true);
          }}
          disabled={decide.isPending}
        >
          {t('producer.revisions.reject')}
        </DangerButton>
        <Button
          variant="primary"
          onClick={approve}
          disabled={decide.isPending}
          aria-busy={decide.isPending || undefined}
        >
          {decide.isPending && !rejecting ? t('producer.revisions.sending') : t('producer.revisions.approve')}
        </Button>
      </div>
      <RejectRevisionDialog
        open={rejecting}
        standTitle={name}
        pending={decide.isPending}
        error={rejecting ? failure : null}
        onReject={reject}
        onCancel={() => setRejecting(false)}
      />
    </section>
  );
}
