import { type Webhook, type WebhookEventType, webhookEventTypes, webhookLimits } from '@vitrine/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../components/form/form-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/use-webhooks.ts';
import { eventLabels } from './integration-labels.ts';
import { SecretField } from './one-time-secret.tsx';
import { ShownOnceWarning } from './shown-once-warning.tsx';

const descriptionLength = 200;
const fields = ['url', 'events', 'description'];

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * 'Novo endpoint' and 'Editar': address, description and events. A new endpoint's secret is
 * shown once at the end (mounted only while open, so closing forgets it).
 */
export function WebhookDialog({
  webhook,
  onClose,
}: {
  webhook?: Webhook;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const save = webhook ? update : create;
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? []);
  const [shown, setShown] = useState<Record<string, string>>({});
  const forget = (field: string) => setShown(({ [field]: _gone, ...rest }) => rest);

  const server = serverFieldErrors(t, save.error, (path) => fields.includes(path));
  // The server refuses an address it may not call (private, not https): say so at the field.
  const refused = isApiError(save.error) && save.error.code === 'WEBHOOK_URL_REFUSED';
  const errors: Record<string, string | undefined> = {
    ...server?.errors,
    ...(refused ? { url: errorText(save.error, '') } : {}),
    ...shown,
  };
  const otherError =
    save.isError && !server && !refused ? errorText(save.error, t('producer.common.saveFailed')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    const missing: Record<string, string> = {};
    if (!address) missing.url = t('producerForms.errors.required');
    else if (!isWebAddress(address)) missing.url = t('producerForms.errors.url');
    if (events.length === 0) missing.events = t('producer.integrations.webhooks.eventsRequired');
    setShown(missing);
    if (Object.keys(missing).length > 0) return;
    const request = { url: address, events, description: description.trim() };
    if (webhook) update.mutate({ id: webhook.id, ...request }, { onSuccess: () => onClose(true) });
    else create.mutate(request);
  };

  const created = create.data;
  const close = () => onClose(created !== undefined);
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !save.isPending && close()}
      title={
        created
          ? t('producer.integrations.webhooks.createdTitle')
          : webhook
            ? t('producer.integrations.webhooks.editTitle')
            : t('producer.integrations.webhooks.new')
      }
      description={created ? undefined : t('producer.integrations.webhooks.dialogDescription')}
      closeLabel={t('common.close')}
      footer={
        created ? (
          <Button onClick={close}>{t('producer.integrations.done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => onClose(false)} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={save.isPending}>
              {save.isPending
                ? t('producer.integrations.saving')
                : webhook
                  ? t('producer.integrations.webhooks.save')
                  : t('producer.integrations.webhooks.create')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="space-y-4">
          <p className="text-sm break-all text-ink-700">
            <span className="font-mono">{created.url}</span>
          </p>
          <SecretField
            label={t('producer.integrations.webhooks.secret')}
            value={created.secret}
            hint={
              <ShownOnceWarning>{t('producer.integrations.webhooks.secretAfterCreate')}</ShownOnceWarning>
            }
          />
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="space-y-5">
          <TextField
            label={t('producer.integrations.webhooks.url')}
            type="url"
            inputMode="url"
            value={url}
            onChange={(change) => {
              setUrl(change.target.value);
              forget('url');
            }}
            required
            requiredLabel={t('common.required')}
            maxLength={webhookLimits.urlLength}
            placeholder="https://"
            hint={t('producer.integrations.webhooks.urlHint')}
            error={errors.url}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={t('producer.integrations.webhooks.descriptionLabel')}
            value={description}
            onChange={(change) => {
              setDescription(change.target.value);
              forget('description');
            }}
            maxLength={descriptionLength}
            hint={t('producer.integrations.webhooks.descriptionHint')}
            error={errors.description}
          />
          <fieldset aria-describedby={errors.events ? `${formId}-events-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink-800">
              {t('producer.integrations.webhooks.eventsLegend')}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {webhookEventTypes.map((type) => (
                <label
                  key={type}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-ink-200 px-3 py-2 text-sm has-checked:border-ink-700 has-checked:bg-sand-50"
                >
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0"
                    checked={events.includes(type)}
                    onChange={(change) => {
                      forget('events');
                      const on = change.target.checked;
                      setEvents((current) =>
                        webhookEventTypes.filter((e) => (e === type ? on : current.includes(e))),
                      );
                    }}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink-900">{t(eventLabels[type])}</span>
                    <span className="block font-mono text-xs text-ink-500">{type}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.events && (
              <p id={`${formId}-events-error`} className="mt-2 text-sm font-medium text-danger-700">
                {errors.events}
              </p>
            )}
          </fieldset>
          {server?.unmatched.length ? <Alert tone="error">{server.unmatched.join(' ')}</Alert> : null}
          {otherError && <Alert tone="error">{otherError}</Alert>}
        </form>
      )}
    </Modal>
  );
}
