import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useWebhookSecret } from '../api/use-webhooks.ts';
import { InstantText } from './instant-text.tsx';
import { SecretField } from './one-time-secret.tsx';

/** The endpoint's signing secret, fetched when asked for; mounted only while shown, then forgotten. */
export function WebhookSecretView({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation();
  const secret = useWebhookSecret(webhookId, true);
  if (secret.isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    );
  if (secret.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        {errorText(secret.error, t('producer.integrations.webhooks.secretError'))}
        <Button variant="outline" size="sm" onClick={() => void secret.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  const until = secret.data.previousSecretUntil;
  return (
    <SecretField
      label={t('producer.integrations.webhooks.secret')}
      value={secret.data.secret}
      hint={
        <>
          <p>{t('producer.integrations.webhooks.secretHint')}</p>
          {until && (
            <p className="mt-1 font-medium text-gold-700">
              {t('producer.integrations.webhooks.previousUntil')} <InstantText iso={until} />
            </p>
          )}
        </>
      }
    />
  );
}
