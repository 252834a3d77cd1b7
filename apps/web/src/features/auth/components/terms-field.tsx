import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PrivacyPolicy } from '../../policy/index.ts';

interface TermsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The terms checkbox; reading the policy in its modal and pressing "Aceitar" ticks it. */
export function TermsField({ checked, onChange }: TermsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className="flex items-start gap-3 rounded-xl bg-sand-100 p-3.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-ink-900"
      />
      <div className="text-sm leading-relaxed text-ink-700">
        <label htmlFor={id} className="cursor-pointer">
          {t('auth.register.terms')}
        </label>{' '}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="font-semibold text-ink-900 underline decoration-gold-400 decoration-2 underline-offset-4"
        >
          {t('auth.register.termsLink')}
        </button>
      </div>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('policy.title')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.close')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                onChange(true);
                setOpen(false);
              }}
            >
              {t('auth.register.accept')}
            </Button>
          </>
        }
      >
        <PrivacyPolicy variant="modal" />
      </Modal>
    </div>
  );
}
