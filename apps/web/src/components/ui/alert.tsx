import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from './icons.tsx';

interface AlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}

/**
 * A form or page result. Errors use role=alert (announced at once), successes role=status
 * (announced politely); both stay on the page, unlike window.alert.
 */
export function Alert({ tone, children, className = '' }: AlertProps) {
  const styles =
    tone === 'error'
      ? 'border-danger-700/20 bg-danger-50 text-danger-700'
      : 'border-success-700/20 bg-success-50 text-success-700';
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${styles} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
