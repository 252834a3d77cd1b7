import type { TenantSettings } from '@vitrine/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '../../../components/skeletons/rows-skeleton.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSaveTenantSettings, useTenantSettings } from '../api/use-settings.ts';

/** 'Configurações': what visitors see as the tenant's name and contact channels. */
export function SettingsSection() {
  const { t } = useTranslation();
  const settings = useTenantSettings();
  if (settings.isPending)
    return <RowsSkeleton rows={4} rowClassName="h-16 w-full rounded-xl" className="max-w-xl space-y-5" />;
  if (settings.isError)
    return (
      <StateMessage
        tone="error"
        title={t('producer.settings.loadError')}
        description={errorText(settings.error, t('producer.common.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void settings.refetch() }}
      />
    );
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: TenantSettings }) {
  const { t } = useTranslation();
  const save = useSaveTenantSettings();
  const [form, setForm] = useState({
    name: initial.name,
    supportEmail: initial.supportEmail ?? '',
    supportPhone: initial.supportPhone ?? '',
    androidAppUrl: initial.androidAppUrl ?? '',
    embedOrigins: (initial.embedOrigins ?? []).join('\n'),
  });
  const set =
    (key: keyof typeof form) => (change: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      save.reset();
      setForm((current) => ({ ...current, [key]: change.target.value }));
    };

  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    save.mutate({
      name: form.name.trim(),
      supportEmail: form.supportEmail.trim() || null,
      supportPhone: form.supportPhone.trim() || null,
      androidAppUrl: form.androidAppUrl.trim() || null,
      // One site per line; none leaves the widgets to this app's own origin (the server's default).
      embedOrigins: form.embedOrigins.split(/[\s,]+/).filter(Boolean),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="max-w-xl space-y-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6"
    >
      <TextField
        label={t('producer.settings.name')}
        value={form.name}
        onChange={set('name')}
        required
        maxLength={120}
        requiredLabel={t('common.required')}
      />
      <TextField
        label={t('producer.settings.supportEmail')}
        type="email"
        value={form.supportEmail}
        onChange={set('supportEmail')}
        maxLength={254}
        autoComplete="off"
      />
      <TextField
        label={t('producer.settings.whatsapp')}
        type="tel"
        value={form.supportPhone}
        onChange={set('supportPhone')}
        maxLength={40}
        hint={t('producer.settings.whatsappHint')}
      />
      <TextField
        label={t('producer.settings.androidApp')}
        type="url"
        value={form.androidAppUrl}
        onChange={set('androidAppUrl')}
        maxLength={500}
        placeholder="https://play.google.com/store/apps/details?id=…"
      />
      <TextAreaField
        label={t('producer.settings.embedOrigins')}
        value={form.embedOrigins}
        onChange={set('embedOrigins')}
        rows={3}
        maxLength={4200}
        spellCheck={false}
        autoComplete="off"
        placeholder="https://feira.example.com"
        hint={t('producer.settings.embedOriginsHint')}
      />
      {save.isSuccess && <Alert tone="success">{t('producer.common.saved')}</Alert>}
      {save.isError && (
        <Alert tone="error">
          {t('producer.common.saveFailed')}
          {save.error && errorText(save.error, '') && (
            <span className="mt-1 block font-normal">{errorText(save.error, '')}</span>
          )}
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('producer.settings.saving') : t('producer.settings.save')}
      </Button>
    </form>
  );
}
