import { passwordMinLength as passwordMin } from '@vitrine/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useRegister } from '../api/use-register.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { formatCpf, type RegistrationForm, validateRegistration } from '../lib/register-validation.ts';
import { registrationProblemOf } from '../lib/registration-error.ts';
import { TermsField } from './terms-field.tsx';

interface RegisterFormProps {
  /** The event page's modal asks for a CPF; /auth/cadastrar asks to accept the terms. */
  variant: 'page' | 'modal';
  /** The new, unconfirmed account's session is stored by then. */
  onRegistered: () => void;
}

const emptyForm = (variant: RegisterFormProps['variant']): RegistrationForm => ({
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  ...(variant === 'page' ? { acceptedTerms: false } : { cpf: '' }),
});

export function RegisterForm({ variant, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const [form, setForm] = useState(() => emptyForm(variant));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    register.reset();
    const invalid = validateRegistration(form);
    setProblem(invalid ? t(invalid, { min: passwordMin }) : null);
    if (invalid) return;
    try {
      const result = completeSignIn(
        await register.mutateAsync({
          name: form.name.trim(),
          login: form.email.trim(),
          password: form.password,
          confirmPassword: form.confirmPassword,
          ...(form.cpf !== undefined ? { cpf: form.cpf.replace(/\D/g, '') } : {}),
        }),
      );
      if (result.ok) onRegistered();
      else setProblem(result.message ?? t('auth.register.unexpected'));
    } catch {
      // Shown below from register.error.
    }
  };

  const serverProblem = (error: unknown): string => {
    const fieldProblem = registrationProblemOf(error);
    if (fieldProblem) return t(fieldProblem, { min: passwordMin });
    // The server's own message when it sent one; anything else is unexpected.
    const answered = isApiError(error) && error.status > 0 && error.status < 500;
    return answered ? errorText(error, t('auth.register.unexpected')) : t('auth.register.unexpected');
  };
  const message = problem ?? (register.isError ? serverProblem(register.error) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('auth.fields.name')}
        autoComplete="name"
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        required
      />
      {form.cpf !== undefined && (
        <TextField
          label={t('auth.fields.cpf')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={form.cpf}
          onChange={(e) => set('cpf', formatCpf(e.target.value))}
          required
        />
      )}
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
          hint={t('auth.register.passwordHint', { min: passwordMin })}
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
      {form.acceptedTerms !== undefined && (
        <TermsField checked={form.acceptedTerms} onChange={(checked) => set('acceptedTerms', checked)} />
      )}
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" size="lg" block disabled={register.isPending}>
        {register.isPending && <Spinner />}
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
