import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { retryAfterOf } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useConfirmCode } from '../api/use-confirm-code.ts';
import { useResendCode } from '../api/use-resend-code.ts';
import { codeErrorText, needsNewCode } from '../lib/code-error-text.ts';
import { emptyCode, isComplete } from '../lib/code-focus.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { formatCountdown, useCooldown } from '../lib/use-cooldown.ts';
import { CodeBoxes } from './code-boxes.tsx';

interface CodeConfirmationProps {
  userId: number | string;
  /** The confirmed session is stored by then; `next` is where it should go. */
  onConfirmed: (next: string) => void;
}

/** The six boxes, confirm and resend (with its cooldown): on /auth/code-authentication and in the modal. */
export function CodeConfirmation({ userId, onConfirmed }: CodeConfirmationProps) {
  const { t } = useTranslation();
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const cooldown = useCooldown();
  const resendButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);

  const submit = async (code: string[]) => {
    setIncomplete(false);
    if (!isComplete(code)) return setIncomplete(true);
    if (confirm.isPending) return;
    resend.reset();
    try {
      const result = completeSignIn(await confirm.mutateAsync({ userId, code: code.join('') }));
      if (result.ok) onConfirmed(result.next);
    } catch (error) {
      // The message comes from confirm.error; a dead code needs a new one, so point at it.
      if (needsNewCode(error)) {
        setDigits(emptyCode());
        resendButton.current?.focus();
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(digits);
  };

  const askForNewCode = () => {
    confirm.reset();
    setIncomplete(false);
    resend.mutate(userId, {
      onSuccess: (response) => cooldown.start(response?.resendAfter ?? 0),
      onError: (error) => cooldown.start(retryAfterOf(error) ?? 0),
    });
  };

  const problem = incomplete
    ? t('auth.code.incomplete')
    : confirm.isError
      ? codeErrorText(confirm.error, t)
      : resend.isError
        ? errorText(resend.error, t('auth.code.resendFailed'))
        : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <CodeBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        onComplete={(next) => void submit(next)}
        legend={t('auth.code.label')}
        invalid={Boolean(problem)}
        describedBy={problem ? messageId : undefined}
      />
      <div id={messageId} className="space-y-3 empty:hidden">
        {problem && <Alert tone="error">{problem}</Alert>}
        {resend.isSuccess && (
          <Alert tone="success">
            {t(resend.data?.codeDelivery === 'STILL_QUEUED' ? 'auth.code.stillQueued' : 'auth.code.resent')}
          </Alert>
        )}
      </div>
      <Button type="submit" size="lg" block disabled={confirm.isPending}>
        {confirm.isPending && <Spinner />}
        {confirm.isPending ? t('auth.code.submitting') : t('auth.code.submit')}
      </Button>
      <div className="space-y-1.5 text-center">
        <Button
          ref={resendButton}
          variant="ghost"
          block
          disabled={resend.isPending || cooldown.remaining > 0}
          onClick={askForNewCode}
        >
          {resend.isPending && <Spinner />}
          {resend.isPending ? t('auth.code.resending') : t('auth.code.resend')}
        </Button>
        {cooldown.remaining > 0 && (
          <p className="text-sm text-ink-500">
            {t('auth.code.resendIn', { time: formatCountdown(cooldown.remaining) })}
          </p>
        )}
      </div>
    </form>
  );
}
