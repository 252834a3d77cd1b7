import { type Webhook, webhookLimits } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '../../../components/skeletons/rows-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { BellIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { PanelHeader } from '../../../components/ui/panel-header.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useDeleteWebhook, useWebhooks } from '../api/use-webhooks.ts';
import { WebhookCard } from './webhook-card.tsx';
import { WebhookDialog } from './webhook-dialog.tsx';

/** 'Webhooks': the endpoints that hear the tenant's events, each with its secret and delivery log. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  // null: closed; 'new': creating; a webhook: editing it.
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [saved, setSaved] = useState(false);

  const open = (target: Webhook | 'new') => {
    setSaved(false);
    remove.reset();
    setEditing(target);
  };

  let body: React.ReactNode;
  if (webhooks.isPending) body = <RowsSkeleton rows={2} rowClassName="h-40 w-full rounded-2xl" />;
  else if (webhooks.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('producer.integrations.webhooks.loadError')}
        description={errorText(webhooks.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void webhooks.refetch() }}
      />
    );
  else if (webhooks.data.length === 0)
    body = (
      <StateMessage
        title={t('producer.integrations.webhooks.empty')}
        description={t('producer.integrations.webhooks.emptyHint')}
        icon={<BellIcon className="size-7" />}
        action={{ label: t('producer.integrations.webhooks.new'), onClick: () => open('new') }}
      />
    );
  else
    body = (
      <ul className="space-y-4" aria-label={t('producer.integrations.webhooks.listLabel')}>
        {webhooks.data.map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            onEdit={() => open(webhook)}
            onDelete={() => {
              remove.reset();
              setDeleting(webhook);
            }}
          />
        ))}
      </ul>
    );

  const full = (webhooks.data?.length ?? 0) >= webhookLimits.endpointsPerTenant;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <PanelHeader
        id={titleId}
        title={t('producer.integrations.webhooks.title')}
        description={t('producer.integrations.webhooks.description')}
        action={
          <Button
            onClick={() => open('new')}
            disabled={full}
            title={
              full
                ? t('producer.integrations.webhooks.full', { max: webhookLimits.endpointsPerTenant })
                : undefined
            }
          >
            <PlusIcon className="size-4" />
            {t('producer.integrations.webhooks.new')}
          </Button>
        }
      />
      <p className="rounded-2xl border border-ink-100 bg-white p-4 text-sm text-ink-700 shadow-xs">
        {t('producer.integrations.webhooks.signing', {
          seconds: webhookLimits.timeoutSeconds,
          hours: webhookLimits.retryHours,
          days: webhookLimits.disableAfterDays,
        })}
      </p>
      {saved && <Alert tone="success">{t('producer.integrations.webhooks.saved')}</Alert>}
      {remove.isSuccess && <Alert tone="success">{t('producer.integrations.webhooks.deleted')}</Alert>}
      {body}
      {editing !== null && (
        <WebhookDialog
          webhook={editing === 'new' ? undefined : editing}
          onClose={(done) => {
            setEditing(null);
            setSaved(done);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('producer.integrations.webhooks.deleteTitle')}
        description={t('producer.integrations.webhooks.deleteText', { url: deleting?.url ?? '' })}
        confirmLabel={t('producer.common.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}
