import type { Exhibitor } from '@vitrine/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useStandPageDecisions } from '../api/use-stand-decisions.ts';
import { useStandExhibitor, useStandRevision } from '../api/use-stand-page.ts';
import type { TeamViewer } from '../lib/stand-role.ts';
import { RevisionStatus } from './revision-status.tsx';

// The form brings zod and the rich-text editor: fetched when the section shows, for an OWNER.
const StandPageForm = lazy(() => import('./stand-page-form.tsx'));

/** 'Página do estande': the OWNER edits the public page (for the organizer's approval); STAFF reads it. */
export function StandPageSection({ exhibitorId, viewer }: { exhibitorId: number; viewer: TeamViewer }) {
  const { t } = useTranslation();
  const exhibitor = useStandExhibitor(exhibitorId);
  const revision = useStandRevision(exhibitorId);
  useStandPageDecisions(exhibitorId);
  const canEdit = viewer === 'OWNER' || viewer === 'ADMIN';

  let body: React.ReactNode;
  if (exhibitor.isPending || (canEdit && revision.isPending)) {
    body = <PageSkeleton />;
  } else if (exhibitor.isError) {
    body = (
      <StateMessage
        tone="error"
        title={t('stands.page.loadError')}
        description={errorText(exhibitor.error, t('common.pageLoadErrorHint'))}
        action={{ label: t('common.retry'), onClick: () => void exhibitor.refetch() }}
      />
    );
  } else if (canEdit) {
    body = (
      <Suspense fallback={<PageSkeleton />}>
        <StandPageForm
          exhibitor={exhibitor.data}
          pending={revision.data?.status === 'PENDING' ? revision.data.proposed : null}
        />
      </Suspense>
    );
  } else {
    body = <PageReadOnly exhibitor={exhibitor.data} />;
  }

  return (
    <section
      id="pagina"
      aria-labelledby="stand-page-title"
      className="scroll-mt-20 space-y-4 rounded-3xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="stand-page-title" className="text-lg font-semibold text-ink-900">
          {t('stands.page.title')}
        </h2>
        <p className="text-sm text-ink-600">
          {canEdit ? t('stands.page.intro') : t('stands.page.staffNote')}
        </p>
      </div>
      {revision.isSuccess && <RevisionStatus revision={revision.data} />}
      {body}
    </section>
  );
}

function PageReadOnly({ exhibitor }: { exhibitor: Exhibitor }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-4 text-sm">
      {exhibitor.profilePicture && (
        <div>
          <dt className="font-medium text-ink-700">{t('producerForms.image.profilePicture')}</dt>
          <dd className="mt-1">
            <MediaImage
              src={exhibitor.profilePicture}
              sizes="80px"
              alt=""
              className="size-20 rounded-xl object-cover"
            />
          </dd>
        </div>
      )}
      <div>
        <dt className="font-medium text-ink-700">{t('producerForms.exhibitor.shortDescription')}</dt>
        <dd className="mt-1 break-words text-ink-900">{exhibitor.shortDescription}</dd>
      </div>
      <div>
        <dt className="font-medium text-ink-700">{t('producerForms.fields.description')}</dt>
        <dd className="mt-1 text-ink-900">
          <RichText html={exhibitor.description} />
        </dd>
      </div>
    </dl>
  );
}

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-4">
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </LoadingRegion>
  );
}
