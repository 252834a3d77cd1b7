import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useConfirmCode } from '../api/use-confirm-code.ts';
import { useResendCode } from '../api/use-resend-code.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CodeBoxes } from '../components/code-boxes.tsx';
import { TextLink } from '../components/text-link.tsx';
import { emptyCode, isComplete } from '../lib/code-focus.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';

export function CodeAuthenticationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const userId = session.status === 'authenticated' ? session.claims.userId : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!isComplete(digits)) return setProblem(t('auth.code.incomplete'));
    if (userId === null) return setProblem(t('auth.code.noSession'));
    try {
      // A confirmed account may come back with a fresh token carrying its new state.
      completeSignIn((await confirm.mutateAsync({ userId, code: digits.join('') })) ?? undefined);
      navigate('/event', { replace: true });
    } catch {
      // Shown below from confirm.error.
    }
  };

  const message =
    problem ??
    (confirm.isError ? errorText(confirm.error, t('auth.code.failed')) : null) ??
    (resend.isError ? errorText(resend.error, t('auth.code.failed')) : null);

  return (
    <AuthCard
      title={t('auth.code.title')}
      subtitle={t('auth.code.subtitle')}
      footer={
        <p>
          {t('auth.code.wrongAccount')} <TextLink to="/auth/login">{t('auth.code.loginLink')}</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <CodeBoxes
          digits={digits}
          onChange={setDigits}
          legend={t('auth.code.label')}
          invalid={Boolean(message)}
        />
        {message && <Alert tone="error">{message}</Alert>}
        {resend.isSuccess && <Alert tone="success">{t('auth.code.resent')}</Alert>}
        <Button type="submit" size="lg" block disabled={confirm.isPending}>
          {confirm.isPending && <Spinner />}
          {confirm.isPending ? t('auth.code.submitting') : t('auth.code.submit')}
        </Button>
        <Button
          variant="ghost"
          block
          disabled={resend.isPending || userId === null}
          onClick={() => userId !== null && resend.mutate(userId)}
        >
          {resend.isPending ? t('auth.code.resending') : t('auth.code.resend')}
        </Button>
      </form>
    </AuthCard>
  );
}
