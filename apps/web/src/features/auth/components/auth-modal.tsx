import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import type { SignInMode } from '../../../lib/session/sign-in-prompt.ts';
import { CodeConfirmation } from './code-confirmation.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

type Step = SignInMode | 'created';

interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode: SignInMode;
}

/**
 * The original client's login/register modal on the event page: it toggles between the two forms; a new
 * account (or an unconfirmed one signing in) confirms its e-mail code right here.
 */
export function AuthModal({ open, onOpenChange, initialMode }: AuthModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [step, setStep] = useState<Step>(initialMode);
  const account = session.status === 'authenticated' ? session.claims : null;

  const close = () => onOpenChange(false);
  const titles: Record<Step, string> = {
    login: t('auth.login.title'),
    register: t('auth.register.title'),
    created: t('auth.modal.createdTitle'),
    confirm: t('auth.code.title'),
  };
  const codeStep = step === 'created' || step === 'confirm';

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={titles[step]}
      description={
        codeStep && account?.email ? t('auth.code.subtitleTo', { email: account.email }) : undefined
      }
      closeLabel={t('common.close')}
      width="narrow"
    >
      {step === 'login' && (
        <div className="space-y-5">
          <LoginForm
            failurePrefix
            onSignedIn={({ confirmed }) => (confirmed ? close() : setStep('confirm'))}
          />
          <Toggle
            question={t('auth.login.noAccount')}
            action={t('auth.login.signUpLink')}
            onClick={() => setStep('register')}
          />
        </div>
      )}
      {step === 'register' && (
        <div className="space-y-5">
          <RegisterForm variant="modal" onRegistered={() => setStep('created')} />
          <p className="text-xs leading-relaxed text-ink-500">
            {t('auth.modal.termsNotice')}{' '}
            <Link
              to="/politics"
              target="_blank"
              rel="noopener"
              className="font-semibold text-ink-800 underline decoration-gold-400 underline-offset-4"
            >
              {t('auth.register.termsLink')}
              <span className="sr-only"> {t('common.newTab')}</span>
            </Link>
          </p>
          <Toggle
            question={t('auth.register.hasAccount')}
            action={t('auth.register.loginLink')}
            onClick={() => setStep('login')}
          />
        </div>
      )}
      {codeStep && account && (
        <div className="space-y-5">
          {step === 'created' && <p className="text-sm text-ink-700">{t('auth.modal.createdHint')}</p>}
          {step === 'confirm' && initialMode === 'confirm' && (
            <p className="text-sm text-ink-700">{t('auth.modal.confirmHint')}</p>
          )}
          <CodeConfirmation
            userId={account.userId}
            onConfirmed={() => {
              close();
              toast({ message: t('auth.modal.confirmed') });
            }}
          />
        </div>
      )}
    </Modal>
  );
}

function Toggle({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="border-t border-ink-100 pt-5 text-center text-sm text-ink-600">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-ink-900 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-ink-700"
      >
        {action}
      </button>
    </p>
  );
}
