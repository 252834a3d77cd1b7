import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { GoogleIcon } from '../../../components/ui/icons.tsx';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { googleSignInUrl } from '../api/google-sign-in-url.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { TextLink } from '../components/text-link.tsx';
import { oauthErrorText } from '../lib/oauth-error-text.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [params] = useSearchParams();
  // Set by the API when Google sign-in fails; it stays until the visitor tries again.
  const [providerError, setProviderError] = useState(() => params.get('error'));

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <div className="space-y-2">
          <p>
            {t('auth.login.noAccount')} <TextLink to="/auth/cadastrar">{t('auth.login.signUpLink')}</TextLink>
          </p>
          <p>
            {t('auth.login.needHelp')}{' '}
            <TextLink to="/auth/fale-conosco">{t('auth.login.contactLink')}</TextLink>
          </p>
        </div>
      }
    >
      <LoginForm
        notice={providerError ? oauthErrorText(providerError) : null}
        onSubmitStart={() => setProviderError(null)}
        onSignedIn={({ next }) => navigate(next, { replace: true })}
      />
      {config.providers.google && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase">
            <span className="h-px flex-1 bg-ink-100" />
            {t('auth.login.or')}
            <span className="h-px flex-1 bg-ink-100" />
          </div>
          <a
            href={googleSignInUrl(config.tenant)}
            className={buttonClass({ variant: 'outline', size: 'lg', block: true })}
          >
            <GoogleIcon />
            {t('auth.login.google')}
          </a>
        </>
      )}
    </AuthCard>
  );
}
