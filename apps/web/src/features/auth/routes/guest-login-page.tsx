import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGuestLogin } from '../api/use-guest-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';

/** Signs in as a guest as soon as it opens, then goes to the event. */
export function GuestLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guest = useGuestLogin();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = useCallback(async () => {
    setFailed(false);
    try {
      if (completeSignIn(await guest.mutateAsync()).ok) return navigate('/event', { replace: true });
    } catch {
      // Any failure reads the same to a guest.
    }
    setFailed(true);
  }, [guest.mutateAsync, navigate]);

  useEffect(() => {
    // Once per visit to the page, even when StrictMode mounts it twice.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  return (
    <AuthCard title={t('auth.guest.title')} subtitle={t('auth.guest.subtitle')}>
      {failed ? (
        <div className="space-y-5">
          <Alert tone="error">{t('auth.guest.failed')}</Alert>
          <Button size="lg" block onClick={() => void start()}>
            {t('common.retry')}
          </Button>
          <p className="text-center text-sm text-ink-600">
            <TextLink to="/auth/login">{t('auth.guest.loginInstead')}</TextLink>
          </p>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner className="size-6 text-gold-500" />
          {t('auth.guest.signingIn')}
        </p>
      )}
    </AuthCard>
  );
}
