import { type MyStand, pagePaths } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { BadgeScanSection, StandLeadsSection } from '../../stand-leads/index.ts';
import { standsOwner, useMyStands } from '../api/use-my-stands.ts';
import { StandHeader } from '../components/stand-header.tsx';
import { StandPageSection } from '../components/stand-page-section.tsx';
import { StandPropertiesSection } from '../components/stand-properties-section.tsx';
import { StandSwitcher } from '../components/stand-switcher.tsx';
import { StandTeamPanel } from '../components/stand-team-panel.tsx';
import type { TeamViewer } from '../lib/stand-role.ts';

/** /area-expositor: the signed-in user's stands (`?stand=` picks one) and each stand's team. */
export function ExhibitorAreaPage() {
  const { t } = useTranslation();
  const session = useSession();
  const stands = useMyStands();
  const [params, setParams] = useSearchParams();
  const onNoStand = standsOwner(session) === null;

  let body: React.ReactNode;
  if (onNoStand || (stands.isSuccess && stands.data.length === 0)) {
    body = (
      <StateMessage
        headingLevel={1}
        icon={<StoreIcon className="size-7" />}
        title={t('stands.area.emptyTitle')}
        description={t('stands.area.emptyText')}
      >
        <Link to="/event" className={buttonClass({ variant: 'accent' })}>
          {t('home.toEvent')}
        </Link>
      </StateMessage>
    );
  } else if (stands.isPending) {
    body = <AreaSkeleton />;
  } else if (stands.isError) {
    body = (
      <StateMessage
        tone="error"
        headingLevel={1}
        title={t('stands.area.loadError')}
        description={errorText(stands.error, t('common.pageLoadErrorHint'))}
        action={{ label: t('common.retry'), onClick: () => void stands.refetch() }}
      />
    );
  } else {
    const wanted = Number(params.get('stand'));
    const stand = stands.data.find((item) => item.exhibitorId === wanted) ?? stands.data[0]!;
    const viewer: TeamViewer =
      session.status === 'authenticated' && session.claims.role === 'ADMIN' ? 'ADMIN' : stand.role;
    body = (
      <StandArea
        stand={stand}
        stands={stands.data}
        viewer={viewer}
        onPick={(id) => setParams({ stand: String(id) }, { replace: true })}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6">
      <title>{`${t('stands.area.title')} · Vitrine`}</title>
      {body}
    </div>
  );
}

interface StandAreaProps {
  stand: MyStand;
  stands: MyStand[];
  viewer: TeamViewer;
  onPick: (exhibitorId: number) => void;
}

function StandArea({ stand, stands, viewer, onPick }: StandAreaProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <StandSwitcher stands={stands} value={stand.exhibitorId} onChange={onPick} />
      <StandHeader stand={stand}>
        <Link
          to={pagePaths.exhibitor(stand.exhibitorId)}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          {t('stands.area.publicPage')}
        </Link>
        <a href="#escanear" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {t('standLeads.scan.title')}
        </a>
        <a href="#contatos" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('standLeads.title')}
        </a>
      </StandHeader>
      <div className="rounded-3xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6">
        <StandTeamPanel
          key={stand.exhibitorId}
          exhibitorId={stand.exhibitorId}
          viewer={viewer}
          title={t('stands.team.title')}
        />
      </div>
      <BadgeScanSection exhibitorId={stand.exhibitorId} />
      <StandLeadsSection exhibitorId={stand.exhibitorId} />
      <StandPageSection key={`page-${stand.exhibitorId}`} exhibitorId={stand.exhibitorId} viewer={viewer} />
      <StandPropertiesSection key={`properties-${stand.exhibitorId}`} stand={stand} viewer={viewer} />
    </div>
  );
}

function AreaSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-6">
      <Skeleton className="h-3 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-64 w-full rounded-3xl" />
    </LoadingRegion>
  );
}
