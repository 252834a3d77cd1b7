import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { AlertIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';

/**
 * Invites guests and anonymous visitors (a shared link opened by anyone) to sign in or create an
 * account in the modal, and reminds an unconfirmed account to enter its code. Members see nothing.
 */
export function AccountBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const openSignIn = useSignInPrompt();

  if (session.status === 'authenticated' && session.claims.role !== 'GUEST') {
    if (session.claims.confirmed !== false) return null;
    return (
      <aside className="flex flex-col gap-3 rounded-2xl border border-gold-300 bg-gold-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-3 text-sm text-ink-800">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-gold-700" />
          {t('event.account.unconfirmed')}
        </p>
        <Link to="/auth/code-authentication" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {t('event.account.confirm')}
        </Link>
      </aside>
    );
  }

  return (
    <aside className="flex flex-col gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p className="flex items-start gap-3 text-sm text-ink-700">
        <UsersIcon className="mt-0.5 size-5 shrink-0 text-gold-700" />
        {t(session.status === 'authenticated' ? 'event.account.guest' : 'event.account.anonymous')}
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="primary" size="sm" onClick={() => openSignIn('login')}>
          {t('menu.login')}
        </Button>
        <Button variant="accent" size="sm" onClick={() => openSignIn('register')}>
          {t('menu.signUp')}
        </Button>
      </div>
    </aside>
  );
}
