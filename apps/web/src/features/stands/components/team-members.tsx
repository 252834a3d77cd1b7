import type { StandMember } from '@vitrine/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useRemoveStandMember } from '../api/use-remove-stand-member.ts';
import { mayManage, standRoleKeys, type TeamViewer } from '../lib/stand-role.ts';
import { formatDay } from '../lib/team-dates.ts';

interface TeamMembersProps {
  exhibitorId: number;
  members: StandMember[];
  viewer: TeamViewer;
}

/** The team's people, each with 'Remover' where the viewer may remove them. */
export function TeamMembers({ exhibitorId, members, viewer }: TeamMembersProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const selfId = session.status === 'authenticated' ? String(session.claims.userId) : null;
  const remove = useRemoveStandMember(exhibitorId);
  const [removing, setRemoving] = useState<StandMember | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        toast({ message: t('stands.team.removed', { name: removing.name }) });
        setRemoving(null);
        // The row and its button are gone: the list's heading keeps the keyboard in place.
        setTimeout(() => headingRef.current?.focus(), 0);
      },
    });
  };

  return (
    <div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mb-2 text-sm font-semibold tracking-wide text-ink-700 uppercase focus:outline-none"
      >
        {t('stands.team.members')}
      </h3>
      {members.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-200 px-4 py-5 text-sm text-ink-500">
          {t('stands.team.noMembers')}
        </p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white">
          {members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <div className="min-w-0 grow basis-64">
                <p className="font-medium break-words text-ink-900">
                  {member.name}
                  {String(member.userId) === selfId && (
                    <span className="text-sm font-normal text-ink-500"> {t('stands.team.you')}</span>
                  )}
                </p>
                <p className="text-sm [overflow-wrap:anywhere] text-ink-600">{member.email}</p>
                <p className="mt-0.5 text-xs text-ink-500">
                  <RoleBadge role={member.role} /> ·{' '}
                  {t('stands.team.since', { date: formatDay(member.since, currentLocale()) })}
                </p>
              </div>
              {mayManage(viewer, member.role) && (
                <DangerButton
                  onClick={() => {
                    remove.reset();
                    setRemoving(member);
                  }}
                  aria-label={t('stands.team.removeOf', { name: member.name })}
                >
                  {t('stands.team.remove')}
                </DangerButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('stands.team.removeTitle')}
        description={t('stands.team.removeText', {
          name: removing?.name ?? '',
          email: removing?.email ?? '',
        })}
        confirmLabel={t('stands.team.remove')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={confirm}
      />
    </div>
  );
}

/** 'Responsável' / 'Equipe', set apart so the role reads at a glance. */
export function RoleBadge({ role }: { role: StandMember['role'] }) {
  const { t } = useTranslation();
  const tone = role === 'OWNER' ? 'bg-gold-100 text-gold-800' : 'bg-ink-100 text-ink-700';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(standRoleKeys[role])}
    </span>
  );
}
