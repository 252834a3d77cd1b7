import { type Webhook, webhookLimits } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useRotateWebhookSecret, useTestWebhook, useUpdateWebhook } from '../api/use-webhooks.ts';
import { InstantText } from './instant-text.tsx';
import { eventLabels } from './integration-labels.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookSecretView } from './webhook-secret.tsx';

interface WebhookCardProps {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
}

/** One endpoint: where it posts, what it hears, its state, and what can be done with it. */
export function WebhookCard({ webhook, onEdit, onDelete }: WebhookCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = useUpdateWebhook();
  const test = useTestWebhook();
  const rotate = useRotateWebhookSecret();
  const [secretShown, setSecretShown] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const failed = [toggle, test].find((mutation) => mutation.isError);
  // Buttons read 'Editar', 'Enviar teste'...; the address says which endpoint they act on.
  const about = { 'aria-describedby': `${id}-url` };

  return (
    <li className="space-y-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p id={`${id}-url`} className="font-mono text-sm font-semibold break-all text-ink-950">
            {webhook.url}
          </p>
          {webhook.description && <p className="text-sm text-ink-600">{webhook.description}</p>}
        </div>
        <WebhookState webhook={webhook} />
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('producer.integrations.webhooks.eventsLegend')}>
        {webhook.events.map((event) => (
          <li key={event} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
            {t(eventLabels[event])}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        <span>
          {webhook.pending > 0
            ? t('producer.integrations.webhooks.pending', { count: webhook.pending })
            : t('producer.integrations.webhooks.nothingPending')}
        </span>
        {webhook.enabled && webhook.failingSince && (
          <span className="font-medium text-danger-700">
            {t('producer.integrations.webhooks.failingSince')} <InstantText iso={webhook.failingSince} />
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} {...about}>
          {t('producer.common.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: webhook.id, enabled: !webhook.enabled })}
          {...about}
        >
          {webhook.enabled
            ? t('producer.integrations.webhooks.disable')
            : t('producer.integrations.webhooks.enable')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate(webhook.id, { onSuccess: () => setLogOpen(true) })}
          {...about}
        >
          {test.isPending
            ? t('producer.integrations.webhooks.testing')
            : t('producer.integrations.webhooks.test')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={secretShown}
          aria-controls={`${id}-secret`}
          onClick={() => setSecretShown((shown) => !shown)}
          {...about}
        >
          {secretShown
            ? t('producer.integrations.webhooks.hideSecret')
            : t('producer.integrations.webhooks.showSecret')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            rotate.reset();
            setRotating(true);
          }}
          {...about}
        >
          {t('producer.integrations.webhooks.rotate')}
        </Button>
        <DangerButton onClick={onDelete} {...about}>
          {t('producer.common.delete')}
        </DangerButton>
      </div>
      <div role="status" className="empty:hidden">
        {test.isSuccess && (
          <p className="text-sm font-medium text-success-700">
            {t('producer.integrations.webhooks.testSent')}
          </p>
        )}
        {rotate.isSuccess && (
          <p className="text-sm font-medium text-success-700">
            {t('producer.integrations.webhooks.rotated')}
          </p>
        )}
      </div>
      {failed && <Alert tone="error">{errorText(failed.error, t('producer.common.actionFailed'))}</Alert>}
      <div id={`${id}-secret`}>{secretShown && <WebhookSecretView webhookId={webhook.id} />}</div>
      <div className="border-t border-ink-100 pt-3">
        <button
          type="button"
          aria-expanded={logOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen((open) => !open)}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-ink-800 hover:text-ink-950"
          {...about}
        >
          <ChevronDownIcon className={`size-4 transition-transform ${logOpen ? 'rotate-180' : ''}`} />
          {t('producer.integrations.deliveries.title')}
        </button>
        <div id={`${id}-log`} className={logOpen ? 'mt-3' : undefined}>
          {logOpen && <WebhookDeliveries webhookId={webhook.id} />}
        </div>
      </div>
      <ConfirmDialog
        open={rotating}
        title={t('producer.integrations.webhooks.rotateTitle')}
        description={t('producer.integrations.webhooks.rotateText', {
          hours: webhookLimits.rotationOverlapHours,
        })}
        confirmLabel={t('producer.integrations.webhooks.rotate')}
        pendingLabel={t('producer.integrations.webhooks.rotating')}
        pending={rotate.isPending}
        error={rotate.isError ? errorText(rotate.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setRotating(false)}
        onConfirm={() =>
          rotate.mutate(webhook.id, {
            onSuccess: () => {
              setRotating(false);
              setSecretShown(true);
            },
          })
        }
      />
    </li>
  );
}

/** 'Ativo', 'Desativado', or 'Desativado após falhas' (the server gave up on it) with since when. */
function WebhookState({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const failing = !webhook.enabled && webhook.disabledReason === 'FAILING';
  const style = webhook.enabled
    ? 'bg-success-50 text-success-700'
    : failing
      ? 'bg-danger-50 text-danger-700'
      : 'bg-ink-100 text-ink-700';
  return (
    <div className="space-y-1 text-end">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
        {webhook.enabled
          ? t('producer.integrations.webhooks.state.enabled')
          : failing
            ? t('producer.integrations.webhooks.state.failing')
            : t('producer.integrations.webhooks.state.disabled')}
      </span>
      {failing && webhook.failingSince && (
        <p className="text-xs text-danger-700">
          {t('producer.integrations.webhooks.failingSince')} <InstantText iso={webhook.failingSince} />
        </p>
      )}
    </div>
  );
}
