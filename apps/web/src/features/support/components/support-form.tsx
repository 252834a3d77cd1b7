import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSendSupportRequest } from '../api/use-send-support-request.ts';
import {
  type SupportField,
  type SupportProblem,
  type SupportRequest,
  trimSupportRequest,
  validateSupportRequest,
} from '../lib/support-validation.ts';

const emptyRequest: SupportRequest = { name: '', email: '', subject: '', message: '' };
const fieldOrder: SupportField[] = ['name', 'email', 'subject', 'message'];

export function SupportForm() {
  const { t } = useTranslation();
  const send = useSendSupportRequest();
  const form = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(emptyRequest);
  const [problems, setProblems] = useState<Partial<Record<SupportField, SupportProblem>>>({});

  const update = (field: SupportField) => (event: { target: { value: string } }) => {
    setRequest((current) => ({ ...current, [field]: event.target.value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSupportRequest(request);
    setProblems(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(trimSupportRequest(request), { onSuccess: () => setRequest(emptyRequest) });
  };

  const problem = (field: SupportField) => {
    const key = problems[field];
    return key ? t(key) : null;
  };
  const required = t('common.required');

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('support.fields.name')}
          autoComplete="name"
          value={request.name}
          onChange={update('name')}
          error={problem('name')}
          required
          requiredLabel={required}
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t('support.fields.email')}
          autoComplete="email"
          value={request.email}
          onChange={update('email')}
          error={problem('email')}
          required
          requiredLabel={required}
        />
      </div>
      <TextField
        name="subject"
        label={t('support.fields.subject')}
        value={request.subject}
        onChange={update('subject')}
        error={problem('subject')}
        required
        requiredLabel={required}
      />
      <TextAreaField
        name="message"
        label={t('support.fields.message')}
        value={request.message}
        onChange={update('message')}
        error={problem('message')}
        required
        requiredLabel={required}
      />
      <div aria-live="polite" className="empty:hidden">
        {send.isSuccess && <Alert tone="success">{t('support.success')}</Alert>}
      </div>
      {send.isError && (
        <Alert tone="error">
          {/* Too many requests is worth telling apart: trying again at once would not help. */}
          {isApiError(send.error) && send.error.status === 429
            ? errorText(send.error, t('support.failure'))
            : t('support.failure')}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending && <Spinner />}
        {send.isPending ? t('support.submitting') : t('support.submit')}
      </Button>
    </form>
  );
}
