import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { GoogleIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { googleSignInUrl } from '../api/google-sign-in-url.ts';
import { useLogin } from '../api/use-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!email.trim() || !password) {
      setProblem(t('auth.login.missingFields'));
      return;
    }
    try {
      const result = completeSignIn(await login.mutateAsync({ login: email.trim(), password }));
      if (result.ok) navigate('/event', { replace: true });
      else setProblem(result.message ?? t('auth.login.failed'));
    } catch {
      // Shown below from login.error, re-translated on a language switch.
    }
  };

  const message = problem ?? (login.isError ? errorText(login.error, t('auth.login.failed')) : null);

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
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" size="lg" block disabled={login.isPending}>
          {login.isPending && <Spinner />}
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
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
