import { passwordMinLength } from '@vitrine/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type InviteSignup, validateInviteSignup } from '../lib/invite-signup.ts';

interface InviteSignupFormProps {
  email: string;
  pending: boolean;
  /** The server's refusal, already in the interface language. */
  failure: string | null;
  onSubmit: (account: { name: string; password: string }) => void;
}

/** A new account for the invited address: name and password, 'Criar conta e aceitar'. */
export function InviteSignupForm({ email, pending, failure, onSubmit }: InviteSignupFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<InviteSignup>({ name: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof InviteSignup, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateInviteSignup(form);
    setProblem(invalid ? t(invalid, { min: passwordMinLength }) : null);
    if (!invalid) onSubmit({ name: form.name.trim(), password: form.password });
  };
  const message = problem ?? failure;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm leading-relaxed text-ink-600">{t('stands.invite.createHint', { email })}</p>
      <TextField
        label={t('auth.fields.name')}
        autoComplete="name"
        value={form.name}
        onChange={(change) => set('name', change.target.value)}
        required
        requiredLabel={t('common.required')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint', { min: passwordMinLength })}
        value={form.password}
        onChange={(change) => set('password', change.target.value)}
        required
        requiredLabel={t('common.required')}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(change) => set('confirmPassword', change.target.value)}
        required
        requiredLabel={t('common.required')}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" size="lg" block disabled={pending}>
        {pending && <Spinner />}
        {pending ? t('stands.invite.creating') : t('stands.invite.create')}
      </Button>
    </form>
  );
}
