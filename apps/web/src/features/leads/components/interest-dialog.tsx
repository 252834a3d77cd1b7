import { leadLimits } from '@vitrine/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { type InterestTarget, useSendInterest } from '../api/use-send-interest.ts';
import { myDataPath } from '../lib/lead-paths.ts';

interface InterestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: InterestTarget;
  owner: string;
  title: string;
  /** The stand's name, for the consent sentence; null while it loads. */
  stand: string | null;
}

/**
 * 'Tenho interesse' / 'Fale com o expositor': the visitor ticks the consent (nothing is sent
 * without it), may write a message, and reads the result in a live region.
 */
export function InterestDialog({ open, onOpenChange, target, owner, title, stand }: InterestDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const send = useSendInterest(target, owner);
  const [consent, setConsent] = useState(false);
  const [message, setMessage] = useState('');
  const [missingConsent, setMissingConsent] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const numbers = new Intl.NumberFormat(currentLocale());
  const standName = stand ?? send.data?.consent.title ?? '…';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setMissingConsent(true);
      consentBox.current?.focus();
      return;
    }
    const text = message.trim();
    send.mutate({ consent: true, ...(text ? { message: text } : {}) });
  };

  const sent = send.data;
  // The form goes once sent: focus moves to the way out instead of being lost.
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) doneButton.current?.focus();
  }, [sent]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !send.isPending && onOpenChange(next)}
      title={title}
      description={sent ? undefined : t('leads.interest.description')}
      closeLabel={t('common.close')}
      width="narrow"
    >
      <div aria-live="polite">
        {sent && (
          <div className="space-y-5">
            <Alert tone="success">
              {t(sent.again ? 'leads.interest.sentAgain' : 'leads.interest.sent', {
                stand: sent.consent.title,
              })}
            </Alert>
            <div className="flex justify-end">
              <Button ref={doneButton} variant="primary" onClick={() => onOpenChange(false)}>
                {t('leads.interest.done')}
              </Button>
            </div>
          </div>
        )}
      </div>
      {!sent && (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <div
            className={`flex items-start gap-3 rounded-xl p-3.5 ${missingConsent && !consent ? 'bg-danger-50 ring-1 ring-danger-700/40' : 'bg-sand-100'}`}
          >
            <input
              ref={consentBox}
              id={`${ids}-consent`}
              type="checkbox"
              required
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={missingConsent && !consent ? true : undefined}
              aria-describedby={`${ids}-consent-hint${missingConsent && !consent ? ` ${ids}-consent-error` : ''}`}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-ink-900"
            />
            <div className="space-y-1 text-sm leading-relaxed text-ink-800">
              <label htmlFor={`${ids}-consent`} className="cursor-pointer font-medium">
                {t('leads.interest.consent', { stand: standName })}
              </label>
              <p id={`${ids}-consent-hint`} className="text-xs text-ink-600">
                {t('leads.interest.consentHint')}{' '}
                <Link
                  to={myDataPath}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-ink-900 underline decoration-gold-400 decoration-2 underline-offset-4"
                >
                  {t('leads.badge.whoHas')}
                  <span className="sr-only"> {t('common.newTab')}</span>
                </Link>
                .
              </p>
              {missingConsent && !consent && (
                <p id={`${ids}-consent-error`} className="font-medium text-danger-700">
                  {t('leads.interest.consentRequired')}
                </p>
              )}
            </div>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-message`} className="block text-sm font-medium text-ink-800">
              {t('leads.interest.message')}
            </label>
            <textarea
              id={`${ids}-message`}
              value={message}
              maxLength={leadLimits.messageMax}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={t('leads.interest.messagePlaceholder')}
              aria-describedby={`${ids}-counter`}
              className="min-h-28 w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-ink-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70"
            />
            <p id={`${ids}-counter`} className="text-right text-xs text-ink-500">
              {t('leads.interest.counter', {
                count: numbers.format(message.length),
                max: numbers.format(leadLimits.messageMax),
              })}
            </p>
          </div>
          {send.isError && <Alert tone="error">{errorText(send.error, t('leads.interest.error'))}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="accent" disabled={send.isPending}>
              {send.isPending ? t('leads.interest.sending') : t('leads.interest.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
