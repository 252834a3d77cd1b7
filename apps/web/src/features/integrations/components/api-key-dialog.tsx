import { type ApiKeyScope, apiKeyLimits, apiKeyScopes } from '@vitrine/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../components/form/form-errors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useCreateApiKey } from '../api/use-api-keys.ts';
import { scopeLabels } from './integration-labels.ts';
import { SecretField } from './one-time-secret.tsx';
import { ShownOnceWarning } from './shown-once-warning.tsx';

/**
 * 'Nova chave': a name and its scopes, then the key itself, this once. Mounted only while open,
 * so closing forgets the key (its mutation keeps no cache either).
 */
export function ApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [shown, setShown] = useState<{ name?: string; scopes?: string }>({});

  const server = serverFieldErrors(t, create.error, (path) => path === 'name' || path === 'scopes');
  const errors = { ...server?.errors, ...shown };
  const otherError =
    create.isError && !server ? errorText(create.error, t('producer.common.saveFailed')) : null;

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    setShown(({ scopes: _gone, ...rest }) => rest);
    setScopes((current) => apiKeyScopes.filter((s) => (s === scope ? on : current.includes(s))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(name.trim() ? {} : { name: t('producerForms.errors.required') }),
      ...(scopes.length ? {} : { scopes: t('producer.integrations.keys.scopesRequired') }),
    };
    setShown(missing);
    if (Object.keys(missing).length === 0) create.mutate({ name: name.trim(), scopes });
  };

  const created = create.data;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !create.isPending && onClose()}
      title={created ? t('producer.integrations.keys.createdTitle') : t('producer.integrations.keys.new')}
      description={created ? undefined : t('producer.integrations.keys.newDescription')}
      closeLabel={t('common.close')}
      width={created ? 'wide' : 'narrow'}
      footer={
        created ? (
          <Button onClick={onClose}>{t('producer.integrations.done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={create.isPending}>
              {create.isPending
                ? t('producer.integrations.creating')
                : t('producer.integrations.keys.create')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="space-y-4">
          <SecretField
            label={t('producer.integrations.keys.keyOf', { name: created.name })}
            value={created.key}
            hint={<ShownOnceWarning>{t('producer.integrations.keys.shownOnce')}</ShownOnceWarning>}
          />
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="space-y-5">
          <TextField
            label={t('producer.integrations.keys.name')}
            value={name}
            onChange={(change) => {
              setName(change.target.value);
              setShown(({ name: _gone, ...rest }) => rest);
            }}
            required
            requiredLabel={t('common.required')}
            maxLength={apiKeyLimits.nameLength}
            hint={t('producer.integrations.keys.nameHint')}
            error={errors.name}
            autoComplete="off"
          />
          <fieldset
            className="space-y-2"
            aria-describedby={errors.scopes ? `${formId}-scopes-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink-800">
              {t('producer.integrations.keys.scopesLegend')}
            </legend>
            {apiKeyScopes.map((scope) => (
              <label
                key={scope}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 px-3 py-2.5 text-sm has-checked:border-ink-700 has-checked:bg-sand-50"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0"
                  checked={scopes.includes(scope)}
                  onChange={(change) => toggle(scope, change.target.checked)}
                />
                <span>
                  <span className="block font-medium text-ink-900">{t(scopeLabels[scope].name)}</span>
                  <span className="block text-ink-600">{t(scopeLabels[scope].hint)}</span>
                </span>
              </label>
            ))}
            {errors.scopes && (
              <p id={`${formId}-scopes-error`} className="text-sm font-medium text-danger-700">
                {errors.scopes}
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
