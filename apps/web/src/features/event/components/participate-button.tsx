import type { Event } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import { useParticipate, useParticipation } from '../api/use-participate.ts';

/** 'Participar' with the count: members toggle; guests and visitors are asked to sign in first. */
export function ParticipateButton({ event }: { event: Event }) {
  const { t } = useTranslation();
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const member =
    session.status === 'authenticated' &&
    session.claims.role !== 'GUEST' &&
    session.claims.confirmed !== false;
  const participate = useParticipate(event.id);
  // Known after a reload too; null until the member's state has arrived.
  const status = useParticipation(event.id, member);
  const participating = status.data?.participating ?? null;

  const onClick = () => {
    if (!member) {
      openSignIn('login');
      return;
    }
    participate.mutate();
  };

  const error = participate.error;
  const message =
    error instanceof ApiError && error.body.code === 'EVENT_CROWDED'
      ? t('serverErrors.EVENT_CROWDED', { 0: event.title })
      : error
        ? error.message
        : null;
  // The member's own read is never cached, unlike the public event: its count wins once known.
  const participants = status.data?.participants ?? event.participants;
  const count =
    event.capacity === null
      ? t('event.participate.count', { count: participants })
      : t('event.participate.countOf', { count: participants, capacity: event.capacity });

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant={participating ? 'outline' : 'accent'}
        onClick={onClick}
        disabled={participate.isPending || status.isLoading}
        aria-pressed={member ? participating === true : undefined}
      >
        <UsersIcon className="size-4" />
        {participating ? t('event.participate.leave') : t('event.participate.join')}
      </Button>
      <p className="text-sm text-ink-600" aria-live="polite">
        {count}
      </p>
      {message && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      )}
    </div>
  );
}
