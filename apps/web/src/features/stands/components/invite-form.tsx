import { type StandRole, standLimits } from '@vitrine/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { looksLikeEmail } from '../../../lib/validation/email.ts';
import { useInviteToStand } from '../api/use-invite-to-stand.ts';
import { invitableRoles, standRoleKeys, type TeamViewer } from '../lib/stand-role.ts';

/** 'Convidar para a equipe': an e-mail and a role; an OWNER is offered STAFF only. */
export function InviteForm({ exhibitorId, viewer }: { exhibitorId: number; viewer: TeamViewer }) {
  const { t } = useTranslation();
  const roles = invitableRoles(viewer);
  const invite = useInviteToStand(exhibitorId);
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StandRole>(roles[roles.length - 1] ?? 'STAFF');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.reset();
    setSentTo(null);
    if (!looksLikeEmail(email)) {
      setProblem(t('stands.team.invalidEmail'));
      document.getElementById(`${roleId}-email`)?.focus();
      return;
    }
    setProblem(null);
    const address = email.trim().toLowerCase();
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${roleId}-title`}
      className="space-y-4 rounded-xl border border-ink-100 bg-sand-50 p-4"
    >
      <h3 id={`${roleId}-title`} className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
        {t('stands.team.inviteTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <TextField
          id={`${roleId}-email`}
          label={t('stands.team.emailLabel')}
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(change) => setEmail(change.target.value)}
          error={problem}
          required
          requiredLabel={t('common.required')}
        />
        <div className="space-y-1.5">
          <label htmlFor={roleId} className="block text-sm font-medium text-ink-800">
            {t('stands.team.roleLabel')}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(change) => setRole(change.target.value as StandRole)}
            className="h-12 w-full rounded-xl border border-ink-200 bg-white px-3 text-ink-900 shadow-xs focus:border-ink-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 sm:w-44"
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {t(standRoleKeys[option])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {viewer === 'OWNER' && <p className="text-xs text-ink-500">{t('stands.team.ownerInvitesStaff')}</p>}
      <div aria-live="polite">
        {sentTo && (
          <Alert tone="success">
            {t('stands.team.invited', { email: sentTo, days: standLimits.inviteDays })}
          </Alert>
        )}
      </div>
      {invite.isError && (
        <Alert tone="error">{errorText(invite.error, t('producer.common.actionFailed'))}</Alert>
      )}
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending && <Spinner className="size-4" />}
        {invite.isPending ? t('stands.team.inviting') : t('stands.team.inviteSubmit')}
      </Button>
    </form>
  );
}
