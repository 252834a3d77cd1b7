import { type PushPreferences, pushLimits } from '@vitrine/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { usePushPreferences } from '../api/use-push-preferences.ts';
import { useSavePushPreferences } from '../api/use-save-push-preferences.ts';

/** How long before a starred session the reminder can come, within the contract's range. */
const minuteChoices = [5, 10, 15, 30, 60].filter(
  (minutes) => minutes >= pushLimits.minutesBefore.min && minutes <= pushLimits.minutesBefore.max,
);

/** What the member wants to be told, each change saved as it is made. */
export function ReminderPreferences() {
  const { t } = useTranslation();
  const preferences = usePushPreferences();
  const save = useSavePushPreferences();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h4 className="text-sm font-semibold text-ink-900">{t('favorites.reminders.what')}</h4>
        <p role="status" className="flex items-center gap-1 text-sm font-medium text-success-700">
          {save.isSuccess && (
            <>
              <CheckCircleIcon className="size-4" />
              {t('favorites.reminders.saved')}
            </>
          )}
        </p>
      </div>
      {preferences.isPending ? (
        <LoadingRegion label={t('common.loading')} className="space-y-5">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center justify-between gap-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-7 w-12 rounded-full" />
            </div>
          ))}
        </LoadingRegion>
      ) : preferences.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
          {t('favorites.reminders.loadError')}
          <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <PreferenceSwitches current={preferences.data} onChange={(next) => save.mutate(next)} />
      )}
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('favorites.reminders.saveError')}
        </p>
      )}
    </div>
  );
}

interface PreferenceSwitchesProps {
  current: PushPreferences;
  onChange: (preferences: PushPreferences) => void;
}

function PreferenceSwitches({ current, onChange }: PreferenceSwitchesProps) {
  const { t } = useTranslation();
  const minutesId = useId();
  const change = (patch: Partial<PushPreferences>) => onChange({ ...current, ...patch });
  // A value saved elsewhere (another app, the API) stays choosable rather than silently replaced.
  const choices = [...new Set([...minuteChoices, current.minutesBefore])].sort((a, b) => a - b);

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <Switch
          label={t('favorites.reminders.sessionReminders')}
          hint={t('favorites.reminders.sessionRemindersHint')}
          checked={current.sessionReminders}
          onChange={(sessionReminders) => change({ sessionReminders })}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <label htmlFor={minutesId} className="text-sm text-ink-700">
            {t('favorites.reminders.minutesBefore')}
          </label>
          <select
            id={minutesId}
            value={current.minutesBefore}
            disabled={!current.sessionReminders}
            onChange={(event) => change({ minutesBefore: Number(event.currentTarget.value) })}
            className="h-10 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-ink-500 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {choices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('favorites.reminders.minutesOption', { count: minutes })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Switch
        label={t('favorites.reminders.announcements')}
        hint={t('favorites.reminders.announcementsHint')}
        checked={current.announcements}
        onChange={(announcements) => change({ announcements })}
      />
      <Switch
        label={t('favorites.reminders.myPosts')}
        hint={t('favorites.reminders.myPostsHint')}
        checked={current.myPosts}
        onChange={(myPosts) => change({ myPosts })}
      />
    </div>
  );
}
