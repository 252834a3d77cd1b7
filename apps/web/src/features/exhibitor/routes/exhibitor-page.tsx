import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeadSkeleton } from '../../../components/skeletons/identity-skeleton.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { MessageIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { SocialLinks, whatsappUrl } from '../../../components/ui/social-links.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { usePageView } from '../../../lib/analytics/use-page-views.ts';
import { InterestButton } from '../../leads/index.ts';
import { useExhibitor } from '../api/use-exhibitor.ts';
import { ExhibitorHeader } from '../components/exhibitor-header.tsx';
import { OtherStands } from '../components/other-stands.tsx';
import { RelatedEventCard } from '../components/related-event-card.tsx';

const toId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The id arrives through navigation state, as in the original client; /expositor/:id makes the page shareable too. */
function useExhibitorId(): number | null {
  const params = useParams();
  const state: unknown = useLocation().state;
  if (params.id !== undefined) return toId(params.id);
  if (typeof state !== 'object' || state === null) return null;
  return toId((state as { exhibitorId?: unknown }).exhibitorId);
}

/** /expositor and /expositor/:id: one exhibitor's stand. */
export function ExhibitorPage() {
  const { t } = useTranslation();
  const exhibitorId = useExhibitorId();
  const exhibitor = useExhibitor(exhibitorId);
  usePageView({ exhibitorId });

  if (exhibitorId === null) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('exhibitor.noneTitle')}
        description={t('exhibitor.noneDescription')}
        icon={<StoreIcon className="size-7" />}
      >
        <Link to="/event" className={buttonClass({ variant: 'primary' })}>
          {t('exhibitor.toEvent')}
        </Link>
      </StateMessage>
    );
  }
  if (exhibitor.isPending) return <ExhibitorSkeleton label={t('common.loading')} />;
  if (exhibitor.isError) {
    return (
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('exhibitor.loadError')}
        action={{ label: t('common.retry'), onClick: () => void exhibitor.refetch() }}
      >
        <Link to="/event" className={buttonClass({ variant: 'outline' })}>
          {t('exhibitor.backToEvent')}
        </Link>
      </StateMessage>
    );
  }

  const data = exhibitor.data;
  const whatsapp = whatsappUrl(data.socialMedia.whatsapp);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-3 pt-4 pb-16 sm:px-6 sm:pt-6">
      <title>{`${data.title} · Vitrine`}</title>
      <ExhibitorHeader exhibitor={data}>
        <InterestButton
          target={{ kind: 'exhibitor', id: data.id }}
          exhibitorId={data.id}
          standTitle={data.title}
        />
      </ExhibitorHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <RelatedEventCard eventId={data.eventId} />
          <div role="tablist" aria-label={t('exhibitor.title')} className="flex border-b border-ink-100">
            <span
              role="tab"
              aria-selected="true"
              id="exhibitor-tab-details"
              aria-controls="exhibitor-panel-details"
              tabIndex={0}
              className="border-b-2 border-ink-900 px-4 py-3 text-sm font-semibold text-ink-950"
            >
              {t('exhibitor.tabDetails')}
            </span>
          </div>
          <div
            role="tabpanel"
            id="exhibitor-panel-details"
            aria-labelledby="exhibitor-tab-details"
            className="space-y-6"
          >
            <section className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
              {data.description.trim() ? (
                <RichText html={data.description} />
              ) : (
                <p className="text-ink-500">{t('exhibitor.noDescription')}</p>
              )}
            </section>
            {data.aboutSponsor && (
              <section
                aria-labelledby="exhibitor-producers"
                className="space-y-4 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8"
              >
                <h2 id="exhibitor-producers" className="text-xl font-semibold text-ink-950">
                  {t('exhibitor.aboutProducers')}
                </h2>
                <RichText html={data.aboutSponsor} />
                {whatsapp && (
                  <a
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass({ variant: 'accent' })}
                  >
                    <MessageIcon className="size-4" />
                    {t('exhibitor.contactProducer')}
                    <span className="sr-only">{t('common.newTab')}</span>
                  </a>
                )}
              </section>
            )}
            <SocialLinks socialMedia={data.socialMedia} />
          </div>
        </div>
        <aside aria-label={t('exhibitor.links')} className="space-y-8">
          <OtherStands exhibitorId={data.id} />
          <SocialLinks socialMedia={data.socialMedia} />
        </aside>
      </div>
    </div>
  );
}

function ExhibitorSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <div aria-hidden="true" className="space-y-6">
        <PageHeadSkeleton
          cover="h-36 w-full rounded-3xl sm:h-52"
          picture="-mt-16 size-24 rounded-2xl border-4 border-white"
          lines={['h-6 w-1/2 max-w-xs', 'h-4 w-1/3 max-w-48']}
          className="flex items-end gap-4 px-2"
          linesClassName="w-full space-y-2"
        />
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-3">
            <Skeleton className="h-24 w-full rounded-2xl" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
          <div className="space-y-3">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
