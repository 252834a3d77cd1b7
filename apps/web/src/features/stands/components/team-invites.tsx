import type { StandInvite } from '@vitrine/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useCancelStandInvite } from '../api/use-cancel-stand-invite.ts';
import { useInviteToStand } from '../api/use-invite-to-stand.ts';
import { mayManage, type TeamViewer } from '../lib/stand-role.ts';
import { formatDay } from '../lib/team-dates.ts';
import { RoleBadge } from './team-members.tsx';

interface TeamInvitesProps {
  exhibitorId: number;
  invites: StandInvite[];
  viewer: TeamViewer;
}

/** Invitations not yet accepted: withdraw one, or send an expired one again. */
export function TeamInvites({ exhibitorId, invites, viewer }: TeamInvitesProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelStandInvite(exhibitorId);
  const resend = useInviteToStand(exhibitorId);
  const [cancelling, setCancelling] = useState<StandInvite | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        toast({ message: t('stands.team.cancelled', { email: cancelling.email }) });
        setCancelling(null);
        // The row and its button are gone: the list's heading keeps the keyboard in place.
        setTimeout(() => headingRef.current?.focus(), 0);
      },
    });
  };
  const sendAgain = (invite: StandInvite) =>
    resend.mutate(
      { email: invite.email, role: invite.role },
      { onSuccess: () => toast({ message: t('stands.team.resent', { email: invite.email }) }) },
    );

  return (
    <div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mb-2 text-sm font-semibold tracking-wide text-ink-700 uppercase focus:outline-none"
      >
        {t('stands.team.invites')}
      </h3>
      {invites.length === 0 ? (
        <p className="text-sm text-ink-500">{t('stands.team.noInvites')}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
              <div className="min-w-0 grow basis-64">
                <p className="font-medium [overflow-wrap:anywhere] text-ink-900">{invite.email}</p>
                <p className="mt-0.5 text-xs text-ink-500">
                  <RoleBadge role={invite.role} /> ·{' '}
                  {invite.expired ? (
                    <span className="font-semibold text-danger-700">{t('stands.team.expired')}</span>
                  ) : (
                    t('stands.team.expiresOn', { date: formatDay(invite.expiresAt, currentLocale()) })
                  )}
                  {invite.invitedBy && <> · {t('stands.team.invitedBy', { name: invite.invitedBy })}</>}
                </p>
              </div>
              {mayManage(viewer, invite.role) && (
                <div className="flex shrink-0 flex-wrap gap-1">
                  {invite.expired && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending}
                      onClick={() => sendAgain(invite)}
                      aria-label={t('stands.team.resendOf', { email: invite.email })}
                    >
                      {t('stands.team.resend')}
                    </Button>
                  )}
                  <DangerButton
                    onClick={() => {
                      cancel.reset();
                      setCancelling(invite);
                    }}
                    aria-label={t('stands.team.cancelInviteOf', { email: invite.email })}
                  >
                    {t('stands.team.cancelInvite')}
                  </DangerButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {resend.isError && (
        <Alert tone="error" className="mt-3">
          {errorText(resend.error, t('producer.common.actionFailed'))}
        </Alert>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('stands.team.cancelTitle')}
        description={t('stands.team.cancelText', { email: cancelling?.email ?? '' })}
        confirmLabel={t('stands.team.cancelInvite')}
        pending={cancel.isPending}
        error={cancel.isError ? errorText(cancel.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setCancelling(null)}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
