import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDevicePush } from '../api/use-device-push.ts';
import { useDisableDevicePush } from '../api/use-disable-device-push.ts';
import { useEnableDevicePush } from '../api/use-enable-device-push.ts';
import { type DevicePush, DevicePushError } from '../lib/device-push.ts';

/** 'Neste aparelho': the state of this browser's notifications, and the button that changes it. */
export function DeviceNotifications() {
  const { t } = useTranslation();
  const device = useDevicePush();
  const enable = useEnableDevicePush();
  const disable = useDisableDevicePush();

  const turnOn = () => {
    enable.reset();
    disable.reset();
    // Asked here, in the click: browsers ignore (or penalise) a prompt nobody asked for.
    enable.mutate(Notification.requestPermission());
  };
  const turnOff = () => {
    enable.reset();
    disable.mutate();
  };

  return (
    <div className="space-y-3 rounded-xl bg-ink-50 p-4">
      <h4 className="text-sm font-semibold text-ink-900">{t('favorites.reminders.device.title')}</h4>
      {device.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4" />
          {t('favorites.reminders.device.checking')}
        </p>
      ) : (
        // Polite: the new state (on, blocked…) is read out after a click changes it.
        <div aria-live="polite">
          <DeviceState
            device={device.data ?? { status: 'unavailable' }}
            busy={enable.isPending || disable.isPending}
            onEnable={turnOn}
            onDisable={turnOff}
            onRecheck={() => void device.refetch()}
          />
        </div>
      )}
      {enable.error instanceof DevicePushError && enable.error.reason === 'dismissed' && (
        <p role="status" className="text-sm text-ink-700">
          {t('favorites.reminders.device.dismissed')}
        </p>
      )}
      {enable.isError &&
        !(enable.error instanceof DevicePushError && enable.error.reason === 'dismissed') && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {enable.error instanceof DevicePushError
              ? t('favorites.reminders.device.subscribeFailed')
              : t('favorites.reminders.device.enableError')}
          </p>
        )}
      {disable.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('favorites.reminders.device.disableError')}
        </p>
      )}
    </div>
  );
}

interface DeviceStateProps {
  device: DevicePush;
  busy: boolean;
  onEnable: () => void;
  onDisable: () => void;
  onRecheck: () => void;
}

function DeviceState({ device, busy, onEnable, onDisable, onRecheck }: DeviceStateProps) {
  const { t } = useTranslation();
  switch (device.status) {
    case 'unsupported':
      return <p className="text-sm text-ink-700">{t('favorites.reminders.device.unsupported')}</p>;
    case 'unavailable':
      return (
        <div className="space-y-2">
          <p className="text-sm text-ink-700">{t('favorites.reminders.device.unavailable')}</p>
          <Button variant="outline" size="sm" onClick={onRecheck}>
            {t('favorites.reminders.device.recheck')}
          </Button>
        </div>
      );
    case 'blocked':
      return (
        <div className="space-y-1 text-sm text-ink-700">
          <p className="font-semibold text-danger-700">{t('favorites.reminders.device.blocked')}</p>
          <p>{t('favorites.reminders.device.unblock')}</p>
        </div>
      );
    case 'on':
      return (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-success-700">
            <CheckCircleIcon className="size-5 shrink-0" />
            {t('favorites.reminders.device.on')}
          </p>
          <Button variant="outline" size="sm" disabled={busy} onClick={onDisable}>
            {busy && <Spinner className="size-4" />}
            {t('favorites.reminders.device.disable')}
          </Button>
        </div>
      );
    case 'off':
      return (
        <div className="space-y-3">
          <p className="text-sm text-ink-700">{t('favorites.reminders.device.off')}</p>
          <Button variant="primary" size="sm" disabled={busy} onClick={onEnable}>
            {busy && <Spinner className="size-4" />}
            {t('favorites.reminders.device.enable')}
          </Button>
        </div>
      );
  }
}
