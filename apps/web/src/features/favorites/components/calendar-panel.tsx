import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCalendarFeed } from '../api/use-calendar-feed.ts';
import { useRotateCalendarFeed } from '../api/use-rotate-calendar-feed.ts';

/** 'Adicionar ao calendário': the personal feed's address, to copy, open or replace. */
export function CalendarPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-2xl border border-ink-100 bg-white p-4 shadow-card sm:p-5">
      <Button variant="accent" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <CalendarIcon className="size-4" />
        {t('favorites.calendar.add')}
      </Button>
      {open && (
        <div id={panelId} className="mt-4">
          <FeedAddress />
        </div>
      )}
    </section>
  );
}

function FeedAddress() {
  const { t } = useTranslation();
  const feed = useCalendarFeed(true);
  const rotate = useRotateCalendarFeed();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();

  if (feed.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
        <Spinner />
        {t('common.loading')}
      </p>
    );
  }
  if (feed.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        {t('favorites.calendar.error')}
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.data.url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-600">{t('favorites.calendar.hint')}</p>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
        {t('favorites.calendar.address')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={feed.data.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-xs text-ink-800"
        />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {t('favorites.calendar.copy')}
        </Button>
        <p role="status" className="self-center text-xs font-medium text-ink-600">
          {copied === 'copied'
            ? t('favorites.calendar.copied')
            : copied === 'failed'
              ? t('favorites.calendar.copyFailed')
              : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <a href={feed.data.webcalUrl} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {t('favorites.calendar.open')}
        </a>
        {!confirming && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('favorites.calendar.rotate')}
          </Button>
        )}
      </div>
      {confirming && (
        <div className="space-y-2 rounded-xl bg-gold-100 p-3 text-sm text-ink-800">
          <p>{t('favorites.calendar.rotateConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t('favorites.calendar.rotateYes')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t('favorites.calendar.rotateNo')}
            </Button>
          </div>
        </div>
      )}
      {rotate.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {t('favorites.calendar.rotateError')}
        </p>
      )}
    </div>
  );
}
