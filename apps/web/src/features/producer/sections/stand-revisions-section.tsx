import type { StandRevision } from '@vitrine/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { CheckCircleIcon, ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useDecideRevision, usePendingRevisions } from '../api/use-stand-revisions.ts';
import { RejectRevisionDialog } from '../components/reject-revision-dialog.tsx';
import { RevisionCompare } from '../components/revision-compare.tsx';
import { TableSkeleton } from '../components/table-skeleton.tsx';

const moment = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** 'Alterações pendentes': the stands' page changes awaiting the organizer, oldest first. */
export function StandRevisionsSection() {
  const { t } = useTranslation();
  const revisions = usePendingRevisions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [decided, setDecided] = useState<string | null>(null);

  if (revisions.isPending) return <TableSkeleton rows={3} />;
  if (revisions.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.revisions.loadError')}
        description={errorText(revisions.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void revisions.refetch() }}
      />
    );

  const open = revisions.data.find((revision) => revision.id === openId);
  if (open)
    return (
      <RevisionDetail
        key={open.id}
        revision={open}
        onBack={() => setOpenId(null)}
        onDecided={(text) => {
          setDecided(text);
          setOpenId(null);
        }}
      />
    );

  return (
    <div className="max-w-4xl space-y-4">
      <p className="text-sm text-ink-600">{t('producer.revisions.intro')}</p>
      {decided && <Alert tone="success">{decided}</Alert>}
      {revisions.data.length === 0 ? (
        <StateMessage
          icon={<CheckCircleIcon className="size-7" />}
          title={t('producer.revisions.emptyTitle')}
          description={t('producer.revisions.emptyText')}
        />
      ) : (
        <ul aria-label={t('producer.items.standRevisions')} className="space-y-2">
          {revisions.data.map((revision) => (
            <RevisionRow key={revision.id} revision={revision} onOpen={() => setOpenId(revision.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RevisionRow({ revision, onOpen }: { revision: StandRevision; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-3 shadow-xs">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink-900">{revision.exhibitorTitle}</p>
        <p className="text-sm break-words text-ink-600">
          {t('producer.revisions.byWhen', {
            author: revision.author ?? t('producer.revisions.unknownAuthor'),
            when: moment(revision.createdAt),
          })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        aria-label={t('producer.revisions.reviewOf', { name: revision.exhibitorTitle })}
      >
        {t('producer.revisions.review')}
      </Button>
    </li>
  );
}

interface RevisionDetailProps {
  revision: StandRevision;
  onBack: () => void;
  onDecided: (text: string) => void;
}

function RevisionDetail({ revision, onBack, onDecided }: RevisionDetailProps) {
  const { t } = useTranslation();
  const decide = useDecideRevision();
  const [rejecting, setRejecting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = revision.exhibitorTitle;

  useEffect(() => headingRef.current?.focus(), []);

  // Someone else decided first: the list refreshes without it, so say so on the list.
  const onError = (error: Error) => {
    if (isApiError(error) && error.body.code === 'REVISION_NOT_PENDING') {
      onDecided(t('producer.revisions.alreadyDecided', { name }));
    }
  };
  const approve = () =>
    decide.mutate(
      { id: revision.id, verdict: 'approve' },
      { onSuccess: () => onDecided(t('producer.revisions.approved', { name })), onError },
    );
  const reject = (reason: string) =>
    decide.mutate(
      { id: revision.id, verdict: 'reject', reason },
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
        <p className="mt-1 text-sm text-ink-600">
          {t('producer.revisions.byWhen', {
            author: revision.author ?? t('producer.revisions.unknownAuthor'),
            when: moment(revision.createdAt),
          })}
        </p>
      </div>
      <RevisionCompare revision={revision} />
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
