import type { WebhookDelivery } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { deliveriesRefreshMs, useResendDelivery, useWebhookDeliveries } from '../api/use-webhooks.ts';
import { InstantText } from './instant-text.tsx';
import { eventLabel } from './integration-labels.ts';

const statusStyles: Record<WebhookDelivery['status'], string> = {
  DELIVERED: 'bg-success-50 text-success-700',
  PENDING: 'bg-gold-100 text-gold-700',
  FAILED: 'bg-danger-50 text-danger-700',
};

const statusLabels = {
  DELIVERED: 'producer.integrations.deliveries.status.DELIVERED',
  PENDING: 'producer.integrations.deliveries.status.PENDING',
  FAILED: 'producer.integrations.deliveries.status.FAILED',
} as const;

/** One endpoint's delivery log, newest first, refreshed every 10 s while it is open. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(webhookId);
  const resend = useResendDelivery();

  if (deliveries.isPending) return <TableSkeleton rows={2} />;
  if (deliveries.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.integrations.deliveries.loadError')}
        description={errorText(deliveries.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void deliveries.refetch() }}
      />
    );
  const items = deliveries.data.pages.flatMap((page) => page.content);

  return (
    <div className="space-y-3">
      <p className="text-xs text-ink-500">
        {t('producer.integrations.deliveries.refresh', { seconds: deliveriesRefreshMs / 1000 })}
      </p>
      <div role="status">
        {resend.isSuccess && (
          <p className="text-sm font-medium text-success-700">
            {t('producer.integrations.deliveries.resent')}
          </p>
        )}
      </div>
      {resend.isError && (
        <Alert tone="error">{errorText(resend.error, t('producer.common.actionFailed'))}</Alert>
      )}
      {items.length === 0 ? (
        <p className="rounded-xl bg-sand-50 px-4 py-6 text-center text-sm text-ink-600">
          {t('producer.integrations.deliveries.empty')}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t('producer.integrations.deliveries.listLabel')}>
          {items.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              resending={resend.isPending && resend.variables?.deliveryId === delivery.id}
              onResend={() => resend.mutate({ webhookId, deliveryId: delivery.id })}
            />
          ))}
        </ul>
      )}
      {deliveries.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {deliveries.isFetchingNextPage ? t('common.loading') : t('producer.common.loadMore')}
        </Button>
      )}
    </div>
  );
}

function DeliveryItem({
  delivery,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [responseOpen, setResponseOpen] = useState(false);
  const { last } = delivery;
  const label = eventLabel(delivery.event);
  // 'Enviar teste' sends a type of its own; a type newer than this screen shows its code alone.
  const name = label
    ? t(label)
    : /test/.test(delivery.event)
      ? t('producer.integrations.deliveries.testEvent')
      : null;
  return (
    <li className="space-y-2 rounded-xl border border-ink-100 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[delivery.status]}`}
          >
            {t(statusLabels[delivery.status])}
          </span>
          {name && <span className="font-medium text-ink-900">{name}</span>}
          <code className="font-mono text-xs text-ink-500">{delivery.event}</code>
        </div>
        <span className="text-xs text-ink-600">
          <InstantText iso={last?.at ?? delivery.createdAt} />
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <Fact term={t('producer.integrations.deliveries.statusCode')}>{last?.statusCode ?? '—'}</Fact>
        <Fact term={t('producer.integrations.deliveries.duration')}>
          {last?.durationMs == null
            ? '—'
            : t('producer.integrations.deliveries.milliseconds', { ms: last.durationMs })}
        </Fact>
        <Fact term={t('producer.integrations.deliveries.attempt')}>{last?.attempt ?? delivery.attempts}</Fact>
        {delivery.status === 'PENDING' && delivery.nextAttemptAt && (
          <Fact term={t('producer.integrations.deliveries.nextAttempt')}>
            <InstantText iso={delivery.nextAttemptAt} />
          </Fact>
        )}
      </dl>
      {last?.error && <p className="text-xs break-words text-danger-700">{last.error}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {last?.response ? (
          <button
            type="button"
            aria-expanded={responseOpen}
            aria-controls={`${id}-response`}
            onClick={() => setResponseOpen((open) => !open)}
            className="inline-flex items-center gap-1 rounded-lg text-xs font-semibold text-ink-700 hover:text-ink-950"
          >
            <ChevronDownIcon className={`size-4 transition-transform ${responseOpen ? 'rotate-180' : ''}`} />
            {t('producer.integrations.deliveries.response')}
          </button>
        ) : (
          <span />
        )}
        <Button variant="outline" size="sm" disabled={resending} onClick={onResend}>
          {resending
            ? t('producer.integrations.deliveries.resending')
            : t('producer.integrations.deliveries.resend')}
        </Button>
      </div>
      {last?.response && (
        <pre
          id={`${id}-response`}
          hidden={!responseOpen}
          className="max-h-60 overflow-auto rounded-lg bg-ink-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-ink-800"
        >
          {last.response}
        </pre>
      )}
    </li>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-500">{term}</dt>
      <dd className="font-medium text-ink-900 tabular-nums">{children}</dd>
    </div>
  );
}
