import { useQueryClient } from '@tanstack/react-query';
import { type InvitePreview, pagePaths } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import { useLogout } from '../../../lib/session/use-logout.ts';
import { standKeys } from '../api/stand-keys.ts';
import { useAcceptInvite } from '../api/use-accept-invite.ts';
import { useInvitePreview } from '../api/use-invite-preview.ts';
import { InviteCard, InviteCardSkeleton } from '../components/invite-card.tsx';
import { InviteClosed } from '../components/invite-closed.tsx';
import { InviteSignupForm } from '../components/invite-signup-form.tsx';

/** /auth/convite/:token: the page an invitation's e-mail links to. */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const preview = useInvitePreview(token);
  const signedIn = useSession().status === 'authenticated';

  if (preview.isPending) return <InviteCardSkeleton />;
  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.status === 404) {
      return <InviteClosed reason="NOT_FOUND" signedIn={signedIn} />;
    }
    return (
      <section className="rounded-3xl border border-ink-100 bg-white shadow-card">
        <StateMessage
          tone="error"
          headingLevel={1}
          title={t('stands.invite.loadError')}
          description={errorText(preview.error, t('common.pageLoadErrorHint'))}
          action={{ label: t('common.retry'), onClick: () => void preview.refetch() }}
        />
      </section>
    );
  }
  if (preview.data.status !== 'OPEN')
    return <InviteClosed reason={preview.data.status} signedIn={signedIn} />;
  return (
    <InviteCard invite={preview.data}>
      <OpenInvite token={token} invite={preview.data} />
    </InviteCard>
  );
}

/** What the visitor can do with an open invitation, depending on who they are signed in as. */
function OpenInvite({ token, invite }: { token: string; invite: InvitePreview }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const openSignIn = useSignInPrompt();
  const signOut = useLogout({ stay: true });
  const accept = useAcceptInvite(token);

  const run = (body?: { name: string; password: string }) =>
    accept.mutate(body, {
      onSuccess: ({ exhibitorId }) => {
        toast({ message: t('stands.invite.accepted', { stand: invite.exhibitorTitle }) });
        navigate(pagePaths.standArea(exhibitorId), { replace: true });
      },
      onError: (error) => {
        // Used or withdrawn meanwhile: the page turns into the matching explanation.
        if (
          isApiError(error) &&
          (error.status === 409 || error.status === 410) &&
          error.code !== 'USER_ALREADY_EXISTS'
        ) {
          void queryClient.invalidateQueries({ queryKey: standKeys.invite(token) });
        }
      },
    });
  const failure = accept.isError ? errorText(accept.error, t('producer.common.actionFailed')) : null;
  const failureAlert = failure && (
    <Alert tone="error" className="mb-4">
      {failure}
    </Alert>
  );

  if (session.status === 'authenticated') {
    const current = session.claims.email ?? '';
    const sameAccount = !current || current.toLowerCase() === invite.email.toLowerCase();
    if (!sameAccount || session.claims.role === 'GUEST') {
      return (
        <div className="space-y-4">
          <div
            role="status"
            className="rounded-2xl border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-ink-800"
          >
            <p className="font-semibold">{t('stands.invite.wrongAccountTitle')}</p>
            <p className="mt-1 leading-relaxed">
              {current
                ? t('stands.invite.wrongAccount', { current, invited: invite.email })
                : t('stands.invite.guestAccount', { invited: invite.email })}
            </p>
          </div>
          <Button
            size="lg"
            block
            onClick={async () => {
              await signOut();
              // Without an account for that address, signed out is enough: the page offers the form.
              if (invite.accountExists) openSignIn('login');
            }}
          >
            {t('stands.invite.switchAccount', { email: invite.email })}
          </Button>
        </div>
      );
    }
    return (
      <div>
        {failureAlert}
        {current && (
          <p className="mb-4 text-sm text-ink-600">{t('stands.invite.signedInAs', { email: current })}</p>
        )}
        <Button size="lg" block disabled={accept.isPending} onClick={() => run()}>
          {accept.isPending && <Spinner />}
          {accept.isPending ? t('stands.invite.accepting') : t('stands.invite.accept')}
        </Button>
      </div>
    );
  }

  if (invite.accountExists) {
    return (
      <div className="space-y-4">
        <p className="text-sm leading-relaxed text-ink-600">
          {t('stands.invite.signInHint', { email: invite.email })}
        </p>
        <Button size="lg" block onClick={() => openSignIn('login')}>
          {t('stands.invite.signIn')}
        </Button>
      </div>
    );
  }

  const accountExistsNow = isApiError(accept.error) && accept.error.code === 'USER_ALREADY_EXISTS';
  return (
    <div className="space-y-4">
      <InviteSignupForm email={invite.email} pending={accept.isPending} failure={failure} onSubmit={run} />
      {accountExistsNow && (
        <Button variant="outline" size="lg" block onClick={() => openSignIn('login')}>
          {t('stands.invite.signIn')}
        </Button>
      )}
    </div>
  );
}
