import './scanner-strings.ts';
import { normalizeBadgeCode } from '@vitrine/contract';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { QrCodeIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { CameraStatus } from './camera-view.tsx';
import { primeScanSound, scanFeedback } from './scan-feedback.ts';
import { createRecentCodes, formatTypedBadge } from './typed-badge.ts';

// The camera, the decoder and its WebAssembly load when the camera opens, never with the page.
const CameraView = lazy(() => import('./camera-view.tsx'));

const failures = {
  denied: 'scanner.denied',
  unavailable: 'scanner.unavailable',
  unsupported: 'scanner.unsupported',
} as const;
const isFailure = (status: CameraStatus): status is keyof typeof failures => status in failures;

interface BadgeScannerProps {
  /** A read badge: the QR's text, or the typed code as stored (8 characters). */
  onBadge: (badge: string) => void;
  /** The last read's answer, shown between the camera and the typed code. */
  result?: ReactNode;
}

/**
 * A badge reader for a stand or the door: the camera reading QR codes one after another (the
 * same badge is ignored for 3 s), and 'Digitar código' always beside it for a badge the camera
 * cannot read or a phone without camera.
 */
export function BadgeScanner({ onBadge, result }: BadgeScannerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const recent = useRef(createRecentCodes());

  const openCamera = () => {
    primeScanSound();
    setStatus('starting');
    setOpen(true);
  };
  const onCode = (text: string) => {
    if (recent.current.isRepeat(text)) return;
    scanFeedback();
    onBadge(text);
  };
  const failed = isFailure(status);

  return (
    <div className="space-y-5">
      {open && !failed ? (
        <div className="space-y-3">
          <Suspense fallback={<CameraPlaceholder busy label={t('scanner.starting')} />}>
            <CameraView onCode={onCode} onStatus={setStatus} label={t('scanner.cameraLabel')} />
          </Suspense>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-600" role="status">
              {status === 'running' ? t('scanner.aim') : t('scanner.starting')}
            </p>
            <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
              {t('scanner.closeCamera')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          {isFailure(status) && <Alert tone="error">{t(failures[status])}</Alert>}
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-200 bg-sand-50 px-4 py-6 text-center">
            <QrCodeIcon className="size-10 text-ink-400" />
            <p className="max-w-xs text-sm text-ink-600">{t('scanner.intro')}</p>
            <Button variant="primary" onClick={openCamera}>
              {failed ? t('scanner.retryCamera') : t('scanner.openCamera')}
            </Button>
          </div>
        </div>
      )}
      {result}
      <TypedBadgeForm onBadge={onBadge} />
    </div>
  );
}

function CameraPlaceholder({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="mx-auto grid aspect-[4/3] w-full max-w-md place-items-center rounded-2xl bg-ink-950 text-white/80">
      {busy && <Spinner className="size-7" />}
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** 'Digitar código': 8 characters shown as ABCD-EFGH while typed. */
function TypedBadgeForm({ onBadge }: { onBadge: (badge: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeBadgeCode(value);
    if (!code) {
      setError(t('scanner.codeInvalid'));
      return;
    }
    primeScanSound();
    setError(null);
    setValue('');
    onBadge(code);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {t('scanner.typeCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(change) => {
            setValue(formatTypedBadge(change.target.value));
            setError(null);
          }}
          placeholder="ABCD-EFGH"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`h-12 min-w-0 flex-1 rounded-xl border bg-white px-4 font-mono text-lg tracking-[0.2em] text-ink-900 uppercase shadow-xs placeholder:text-ink-300 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-400/70 ${error ? 'border-danger-700' : 'border-ink-200 focus:border-ink-500'}`}
        />
        <Button type="submit" className="h-12">
          {t('scanner.send')}
        </Button>
      </div>
      <p id={`${id}-note`} className={`text-xs ${error ? 'font-medium text-danger-700' : 'text-ink-500'}`}>
        {error ?? t('scanner.typeHint')}
      </p>
    </form>
  );
}
