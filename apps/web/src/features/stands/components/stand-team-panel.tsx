import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useStandTeam } from '../api/use-stand-team.ts';
import { invitableRoles, type TeamViewer } from '../lib/stand-role.ts';
import { InviteForm } from './invite-form.tsx';
import { PublishWithoutReview } from './publish-without-review.tsx';
import { TeamInvites } from './team-invites.tsx';
import { TeamMembers } from './team-members.tsx';

interface StandTeamPanelProps {
  exhibitorId: number;
  /** The organizer (ADMIN) or the viewer's role on this stand: what they may do here. */
  viewer: TeamViewer;
  /** The panel's own heading; left out where a dialog's title already names it. */
  title?: string;
}

/** 'Equipe do estande': who is on the stand's team, the open invitations and a way to invite. */
export function StandTeamPanel({ exhibitorId, viewer, title }: StandTeamPanelProps) {
  const { t } = useTranslation();
  const team = useStandTeam(exhibitorId);
  const canInvite = invitableRoles(viewer).length > 0;

  let body: React.ReactNode;
  if (team.isPending) {
    body = (
      <LoadingRegion label={t('stands.team.loading')} className="space-y-3">
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </LoadingRegion>
    );
  } else if (team.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        <AlertIcon className="size-5 shrink-0" />
        <span className="min-w-0 flex-1">
          {t('stands.team.loadError')} {errorText(team.error, t('producer.common.tryAgain'))}
        </span>
        <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <TeamMembers exhibitorId={exhibitorId} members={team.data.members} viewer={viewer} />
        {(canInvite || team.data.invites.length > 0) && (
          <TeamInvites exhibitorId={exhibitorId} invites={team.data.invites} viewer={viewer} />
        )}
        {canInvite && <InviteForm exhibitorId={exhibitorId} viewer={viewer} />}
        {viewer === 'ADMIN' && (
          <PublishWithoutReview exhibitorId={exhibitorId} current={team.data.publishWithoutReview} />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={title ? `stand-team-${exhibitorId}` : undefined} className="space-y-4">
      {title && (
        <h2 id={`stand-team-${exhibitorId}`} className="font-display text-xl font-semibold text-ink-950">
          {title}
        </h2>
      )}
      {body}
    </section>
  );
}
