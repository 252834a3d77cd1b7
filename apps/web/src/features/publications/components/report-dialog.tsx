import { type ReportReason, reportReasons } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { type ReportTarget, useReport } from '../api/use-report.ts';

const textMax = 500;

/** Written out whole so the locale check sees each key in use. */
const reasonKeys = {
  SPAM: 'publications.moderation.reasons.SPAM',
  OFFENSIVE: 'publications.moderation.reasons.OFFENSIVE',
  FALSE: 'publications.moderation.reasons.FALSE',
  OTHER: 'publications.moderation.reasons.OTHER',
} as const satisfies Record<ReportReason, string>;

/**
 * 'Denunciar': one of four reasons and an optional note; then a thank-you. Reporting twice is
 * no failure for the member, so 409 ALREADY_REPORTED reads as the same thanks.
 */
export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const report = useReport(target);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const id = useId();
  const already = isApiError(report.error) && report.error.code === 'ALREADY_REPORTED';
  const done = report.isSuccess || already;

  const close = (next: boolean) => {
    if (report.isPending) return;
    onOpenChange(next);
    if (!next) {
      report.reset();
      setReason(null);
      setText('');
    }
  };
  const send = () => {
    if (!reason) return;
    const note = text.trim();
    report.mutate(note ? { reason, text: note } : { reason });
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('publications.moderation.reportTitle')}
      closeLabel={t('common.close')}
      width="narrow"
      footer={
        done ? (
          <Button onClick={() => close(false)}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={report.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={!reason || report.isPending}>
              {report.isPending ? t('publications.moderation.sending') : t('publications.moderation.send')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success">
          {already ? t('publications.moderation.already') : t('publications.moderation.thanks')}
        </Alert>
      ) : (
        <form
          id={`${id}-form`}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-ink-900">
              {t('publications.moderation.reasonLegend')}
            </legend>
            <p className="text-sm text-ink-500">{t('publications.moderation.reportHint')}</p>
            {reportReasons.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-100 px-3 py-2.5 text-sm text-ink-800 has-[:checked]:border-gold-500 has-[:checked]:bg-gold-100"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-gold-600"
                />
                {t(reasonKeys[value])}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor={`${id}-text`} className="text-sm font-semibold text-ink-900">
              {t('publications.moderation.textLabel')}
            </label>
            <textarea
              id={`${id}-text`}
              value={text}
              maxLength={textMax}
              rows={3}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={`${id}-counter`}
              className="block w-full resize-y rounded-xl border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-200"
            />
            <p id={`${id}-counter`} className="text-xs text-ink-500">
              {t('publications.moderation.counter', { count: text.length, max: textMax })}
            </p>
          </div>
          {report.isError && (
            <Alert tone="error">{errorText(report.error, t('publications.moderation.reportFailed'))}</Alert>
          )}
        </form>
      )}
    </Modal>
  );
}
