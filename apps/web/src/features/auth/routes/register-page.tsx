import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useRegister } from '../api/use-register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { TermsField } from '../components/terms-field.tsx';
import { TextLink } from '../components/text-link.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { type RegistrationForm, validateRegistration } from '../lib/register-validation.ts';

const emptyForm: RegistrationForm = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState(emptyForm);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegistration(form);
    setProblem(invalid ? t(invalid) : null);
    if (invalid) return;
    try {
      const response = await register.mutateAsync({
        name: form.name.trim(),
        login: form.email.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
      });
      const result = completeSignIn(response);
      if (result.ok) navigate('/auth/code-authentication');
      else setProblem(result.message ?? t('auth.register.unexpected'));
    } catch {
      // Shown below from register.error.
    }
  };

  // The server's own message when it sent one; anything else is unexpected (SPEC §8).
  const serverProblem =
    register.isError && isApiError(register.error) && register.error.status > 0 && register.error.status < 500
      ? errorText(register.error, t('auth.register.unexpected'))
      : register.isError
        ? t('auth.register.unexpected')
        : null;
  const message = problem ?? serverProblem;

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p>
          {t('auth.register.hasAccount')} <TextLink to="/auth/login">{t('auth.register.loginLink')}</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth.fields.name')}
          autoComplete="name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          required
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            required
          />
          <TextField
            label={t('auth.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            required
          />
        </div>
        <TermsField checked={form.acceptedTerms} onChange={(checked) => set('acceptedTerms', checked)} />
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" size="lg" block disabled={register.isPending}>
          {register.isPending && <Spinner />}
          {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
