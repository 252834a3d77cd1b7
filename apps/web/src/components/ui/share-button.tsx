import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from './button.tsx';
import { ShareIcon } from './icons.tsx';

/** The system's share sheet where there is one (phones), else the address copied to the clipboard. */
export function ShareButton({ title, url, size = 'sm' }: { title: string; url?: string; size?: ButtonSize }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 4_000);
    return () => clearTimeout(timer);
  }, [status]);

  async function share() {
    const href = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: href });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <span role="status" className="text-xs font-medium text-ink-600">
        {status === 'copied' ? t('common.linkCopied') : status === 'failed' ? t('common.linkCopyFailed') : ''}
      </span>
      <Button variant="outline" size={size} onClick={() => void share()}>
        <ShareIcon className="size-4" />
        {t('common.share')}
      </Button>
    </span>
  );
}
