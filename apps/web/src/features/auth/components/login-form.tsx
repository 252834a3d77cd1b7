import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useLogin } from '../api/use-login.ts';
import { completeSignIn, type SignInResult } from '../lib/complete-sign-in.ts';

interface LoginFormProps {
  onSignedIn: (result: Extract<SignInResult, { ok: true }>) => void;
  /** The event page's modal prefixes failures with the original client's 'Não deu certo.' */
  failurePrefix?: boolean;
  /** A message from elsewhere (the provider's failed redirect), shown until the next try. */
  notice?: string | null;
  onSubmitStart?: () => void;
}

/** E-mail and password: the login page and the event page's modal. */
export function LoginForm({ onSignedIn, failurePrefix, notice, onSubmitStart }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    onSubmitStart?.();
    setProblem(null);
    login.reset();
    if (!email.trim() || !password) return setProblem(t('auth.login.missingFields'));
    try {
      const result = completeSignIn(await login.mutateAsync({ login: email.trim(), password }));
      if (result.ok) onSignedIn(result);
      else setProblem(result.message ?? t('auth.login.failed'));
    } catch {
      // Shown below from login.error, re-translated on a language switch.
    }
  };

  const serverProblem = login.isError ? errorText(login.error, t('auth.login.failed')) : null;
  const failure =
    serverProblem && failurePrefix && serverProblem !== t('auth.login.failed')
      ? `${t('auth.login.failed')} ${serverProblem}`
      : serverProblem;
  const message = problem ?? failure ?? notice ?? null;

  return (
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
  );
}
