import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { storeSession } from '../../../lib/session/session-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { pathAfterSignIn } from '../lib/complete-sign-in.ts';

/** Where the API sends the browser after third-party sign-in, with `?token=`. */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');

  useEffect(() => {
    if (!token) {
      console.error('Token not found in the authentication callback URL');
      return;
    }
    storeSession(token);
    navigate(pathAfterSignIn(token), { replace: true });
  }, [token, navigate]);

  return (
    <AuthCard title={t('auth.callback.title')}>
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <Spinner className="size-6 text-gold-500" />
        {t('auth.callback.processing')}
      </p>
      <p className="mt-6 text-sm text-ink-500">
        <TextLink to="/auth/login">{t('auth.callback.backToLogin')}</TextLink>
      </p>
    </AuthCard>
  );
}
