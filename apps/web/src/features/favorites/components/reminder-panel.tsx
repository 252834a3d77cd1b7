import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { DeviceNotifications } from './device-notifications.tsx';
import { ReminderPreferences } from './reminder-preferences.tsx';

/**
 * 'Lembretes e avisos': what the member is told (always in the app's notifications) and whether
 * this device shows it too; loaded when opened, like the calendar panel beside it.
 */
export function ReminderPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-2xl border border-ink-100 bg-white p-4 shadow-card sm:p-5">
      <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <BellIcon className="size-4" />
        {t('favorites.reminders.title')}
      </Button>
      {open && (
        <div id={panelId} className="mt-4 space-y-5">
          <p className="text-sm text-ink-600">{t('favorites.reminders.intro')}</p>
          <ReminderPreferences />
          <DeviceNotifications />
        </div>
      )}
    </section>
  );
}
