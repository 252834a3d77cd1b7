import type { UseQueryResult } from '@tanstack/react-query';
import type { PropertyRevision, PropertyRevisionAction, StandRevision } from '@vitrine/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useDecidePropertyRevision, usePendingPropertyRevisions } from '../api/use-property-revisions.ts';
import { useDecideRevision, usePendingRevisions } from '../api/use-stand-revisions.ts';
import { PropertyRevisionCompare } from '../components/property-revision-compare.tsx';
import { RevisionCompare } from '../components/revision-compare.tsx';
import { RevisionReview } from '../components/revision-review.tsx';

const moment = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const actionNames: Record<PropertyRevisionAction, TranslationKey> = {
  CREATE: 'producer.propertyRevisions.action.CREATE',
  UPDATE: 'producer.propertyRevisions.action.UPDATE',
  DELETE: 'producer.propertyRevisions.action.DELETE',
};

const propertyTitle = (revision: PropertyRevision) =>
  revision.proposed?.title ?? revision.current?.title ?? '';

type Opened = { kind: 'stand'; id: number } | { kind: 'property'; id: number };

/**
 * 'Alterações pendentes': what stand OWNERs changed awaiting the organizer, oldest first: their
 * stand pages, then their properties. Each part loads and fails on its own.
 */
export function StandRevisionsSection() {
  const { t } = useTranslation();
  const pages = usePendingRevisions();
  const properties = usePendingPropertyRevisions();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [decided, setDecided] = useState<string | null>(null);

  if (pages.isPending && properties.isPending) return <TableSkeleton rows={3} />;

  const back = () => setOpened(null);
  const onDecided = (text: string) => {
    setDecided(text);
    setOpened(null);
  };
  const page = opened?.kind === 'stand' ? pages.data?.find((item) => item.id === opened.id) : undefined;
  if (page) return <PageReview key={page.id} revision={page} onBack={back} onDecided={onDecided} />;
  const property =
    opened?.kind === 'property' ? properties.data?.find((item) => item.id === opened.id) : undefined;
  if (property)
    return <PropertyReview key={property.id} revision={property} onBack={back} onDecided={onDecided} />;

  const nothing = pages.data?.length === 0 && properties.data?.length === 0;
  return (
    <div className="max-w-4xl space-y-6">
      <p className="text-sm text-ink-600">{t('producer.revisions.intro')}</p>
      {decided && <Alert tone="success">{decided}</Alert>}
      {nothing ? (
        <StateMessage
          icon={<CheckCircleIcon className="size-7" />}
          title={t('producer.revisions.emptyTitle')}
          description={t('producer.revisions.emptyText')}
        />
      ) : (
        <>
          <Part
            id="page-revisions"
            title={t('producer.revisions.pagesTitle')}
            errorTitle={t('producer.revisions.loadError')}
            query={pages}
          >
            {(items) =>
              items.map((revision: StandRevision) => (
                <Row
                  key={revision.id}
                  title={revision.exhibitorTitle}
                  author={revision.author}
                  createdAt={revision.createdAt}
                  reviewLabel={t('producer.revisions.reviewOf', { name: revision.exhibitorTitle })}
                  onOpen={() => setOpened({ kind: 'stand', id: revision.id })}
                />
              ))
            }
          </Part>
          <Part
            id="property-revisions"
            title={t('producer.propertyRevisions.title')}
            errorTitle={t('producer.propertyRevisions.loadError')}
            query={properties}
          >
            {(items) =>
              items.map((revision: PropertyRevision) => (
                <Row
                  key={revision.id}
                  title={propertyTitle(revision)}
                  detail={`${revision.exhibitorTitle} · ${t(actionNames[revision.action])}`}
                  author={revision.author}
                  createdAt={revision.createdAt}
                  reviewLabel={t('producer.propertyRevisions.reviewOf', { name: propertyTitle(revision) })}
                  onOpen={() => setOpened({ kind: 'property', id: revision.id })}
                />
              ))
            }
          </Part>
        </>
      )}
    </div>
  );
}

interface PartProps<T> {
  id: string;
  title: string;
  errorTitle: string;
  query: UseQueryResult<T[]>;
  children: (items: T[]) => ReactNode;
}

/** One kind of change: its heading and list, or its loading and error states; nothing when empty. */
function Part<T>({ id, title, errorTitle, query, children }: PartProps<T>) {
  const { t } = useTranslation();
  if (query.isSuccess && query.data.length === 0) return null;
  let body: ReactNode;
  if (query.isPending) body = <TableSkeleton rows={2} />;
  else if (query.isError)
    body = (
      <StateMessage
        tone="error"
        title={errorTitle}
        description={errorText(query.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void query.refetch() }}
      />
    );
  else
    body = (
      <ul aria-labelledby={id} className="space-y-2">
        {children(query.data)}
      </ul>
    );
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-ink-900">
        {title}
      </h2>
      {body}
    </section>
  );
}

interface RowProps {
  title: string;
  detail?: string;
  author: string | null;
  createdAt: string;
  reviewLabel: string;
  onOpen: () => void;
}

function Row({ title, detail, author, createdAt, reviewLabel, onOpen }: RowProps) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-3 shadow-xs">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink-900">{title}</p>
        {detail && <p className="text-sm break-words text-ink-700">{detail}</p>}
        <p className="text-sm break-words text-ink-600">
          {t('producer.revisions.byWhen', {
            author: author ?? t('producer.revisions.unknownAuthor'),
            when: moment(createdAt),
          })}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onOpen} aria-label={reviewLabel}>
        {t('producer.revisions.review')}
      </Button>
    </li>
  );
}

interface ReviewProps<R> {
  revision: R;
  onBack: () => void;
  onDecided: (text: string) => void;
}

function PageReview({ revision, onBack, onDecided }: ReviewProps<StandRevision>) {
  const { t } = useTranslation();
  const decide = useDecideRevision();
  return (
    <RevisionReview
      revisionId={revision.id}
      name={revision.exhibitorTitle}
      subtitle={t('producer.revisions.byWhen', {
        author: revision.author ?? t('producer.revisions.unknownAuthor'),
        when: moment(revision.createdAt),
      })}
      decide={decide}
      onBack={onBack}
      onDecided={onDecided}
    >
      <RevisionCompare revision={revision} />
    </RevisionReview>
  );
}

function PropertyReview({ revision, onBack, onDecided }: ReviewProps<PropertyRevision>) {
  const { t } = useTranslation();
  const decide = useDecidePropertyRevision();
  return (
    <RevisionReview
      revisionId={revision.id}
      name={propertyTitle(revision)}
      subtitle={
        <>
          <p className="font-medium text-ink-800">
            {t('producer.propertyRevisions.standAction', {
              stand: revision.exhibitorTitle,
              action: t(actionNames[revision.action]),
            })}
          </p>
          <p>
            {t('producer.revisions.byWhen', {
              author: revision.author ?? t('producer.revisions.unknownAuthor'),
              when: moment(revision.createdAt),
            })}
          </p>
        </>
      }
      decide={decide}
      onBack={onBack}
      onDecided={onDecided}
    >
      <PropertyRevisionCompare revision={revision} />
    </RevisionReview>
  );
}
