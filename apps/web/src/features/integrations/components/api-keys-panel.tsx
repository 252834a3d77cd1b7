import type { ApiKey } from '@vitrine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, tdClass } from '../../../components/data-table/data-table.tsx';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PlugIcon } from '../../../components/ui/area-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { PanelHeader } from '../../../components/ui/panel-header.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useApiKeys, useRevokeApiKey } from '../api/use-api-keys.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { InstantText } from './instant-text.tsx';
import { scopeLabels } from './integration-labels.ts';

/** 'Chaves de API': the tenant's keys, a new one (shown once) and revocation. */
export function ApiKeysPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  let body: React.ReactNode;
  if (keys.isPending) body = <TableSkeleton rows={2} />;
  else if (keys.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('producer.integrations.keys.loadError')}
        description={errorText(keys.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void keys.refetch() }}
      />
    );
  else if (keys.data.length === 0)
    body = (
      <StateMessage
        title={t('producer.integrations.keys.empty')}
        description={t('producer.integrations.keys.emptyHint')}
        icon={<PlugIcon className="size-7" />}
      />
    );
  else
    body = (
      <DataTable
        label={t('producer.integrations.keys.tableLabel')}
        minWidth="min-w-[52rem]"
        columns={[
          { label: t('producer.integrations.keys.columns.name') },
          { label: t('producer.integrations.keys.columns.prefix') },
          { label: t('producer.integrations.keys.columns.scopes') },
          { label: t('producer.integrations.keys.columns.created') },
          { label: t('producer.integrations.keys.columns.lastUsed') },
          { label: t('producer.integrations.keys.columns.actions'), hidden: true },
        ]}
      >
        {keys.data.map((key) => (
          <tr key={key.id}>
            <td
              data-label={t('producer.integrations.keys.columns.name')}
              className={`${tdClass} font-medium`}
            >
              {key.name}
            </td>
            <td data-label={t('producer.integrations.keys.columns.prefix')} className={tdClass}>
              <code className="font-mono text-xs whitespace-nowrap text-ink-700">{key.prefix}…</code>
            </td>
            <td data-label={t('producer.integrations.keys.columns.scopes')} className={tdClass}>
              <ul className="flex flex-wrap gap-1 max-sm:justify-end">
                {key.scopes.map((scope) => (
                  <li
                    key={scope}
                    className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink-700"
                  >
                    {t(scopeLabels[scope].name)}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t('producer.integrations.keys.columns.created')} className={tdClass}>
              <span>
                <span className="block whitespace-nowrap">
                  <InstantText iso={key.createdAt} />
                </span>
                {key.createdBy && (
                  <span className="block text-xs text-ink-500">
                    {t('producer.integrations.keys.by', { name: key.createdBy.name })}
                  </span>
                )}
              </span>
            </td>
            <td
              data-label={t('producer.integrations.keys.columns.lastUsed')}
              className={`${tdClass} whitespace-nowrap`}
            >
              {key.lastUsedAt ? (
                <InstantText iso={key.lastUsedAt} />
              ) : (
                <span className="text-ink-500">{t('producer.integrations.keys.neverUsed')}</span>
              )}
            </td>
            <td className={`${tdClass} text-end`}>
              <DangerButton
                onClick={() => {
                  revoke.reset();
                  setRevoking(key);
                }}
                aria-label={t('producer.integrations.keys.revokeOf', { name: key.name })}
              >
                {t('producer.integrations.keys.revoke')}
              </DangerButton>
            </td>
          </tr>
        ))}
      </DataTable>
    );

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <PanelHeader
        id={titleId}
        title={t('producer.integrations.keys.title')}
        description={t('producer.integrations.keys.description')}
        action={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" />
            {t('producer.integrations.keys.new')}
          </Button>
        }
      />
      <KeyUsage />
      {revoke.isSuccess && <Alert tone="success">{t('producer.integrations.keys.revoked')}</Alert>}
      {body}
      {creating && <ApiKeyDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('producer.integrations.keys.revokeTitle')}
        description={t('producer.integrations.keys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('producer.integrations.keys.revoke')}
        pendingLabel={t('producer.integrations.keys.revoking')}
        pending={revoke.isPending}
        error={revoke.isError ? errorText(revoke.error, t('producer.common.actionFailed')) : null}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
    </section>
  );
}

/** How a key is sent, and where the routes are described. */
function KeyUsage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-2xl border border-ink-100 bg-white p-4 text-sm text-ink-700 shadow-xs">
      <p>{t('producer.integrations.keys.usage')}</p>
      <pre className="overflow-x-auto rounded-lg bg-ink-950 px-3 py-2 font-mono text-xs text-sand-50">
        <code>Authorization: Bearer vtr_…</code>
      </pre>
      <p>
        <a
          href="/api/docs"
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-ink-900 underline underline-offset-2 hover:text-gold-700"
        >
          {t('producer.integrations.keys.docs')}
        </a>{' '}
        <span className="text-ink-500">{t('producer.integrations.newTab')}</span>
      </p>
    </div>
  );
}
