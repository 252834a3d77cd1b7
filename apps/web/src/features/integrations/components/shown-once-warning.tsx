import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/** The notice beside a key or secret that the server will not show again. */
export function ShownOnceWarning({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-gold-300 bg-gold-100 px-3 py-2.5 text-sm font-medium text-ink-900">
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-gold-700" />
      <span>{children}</span>
    </p>
  );
}
