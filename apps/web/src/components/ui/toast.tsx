import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { CloseIcon } from './icons.tsx';

export interface ToastInput {
  message: string;
  action?: { label: string; onClick: () => void };
}

interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider>');
  return show;
}

interface ToastProviderProps {
  lifetimeMs: number;
  regionLabel: string;
  closeLabel: string;
  children: ReactNode;
}

/** Live notifications (as the original client: close on click or after their lifetime), announced politely. */
export function ToastProvider({ lifetimeMs, regionLabel, closeLabel, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((toast: ToastInput) => {
    setToasts((list) => [...list.slice(-3), { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        aria-label={regionLabel}
        aria-live="polite"
        // Just below the 64 px top menu, so the account and language menus stay usable meanwhile.
        className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:end-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastCard
            key={toast.id}
            toast={toast}
            lifetimeMs={lifetimeMs}
            closeLabel={closeLabel}
            onClose={dismiss}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({
  toast,
  lifetimeMs,
  closeLabel,
  onClose,
}: {
  toast: Toast;
  lifetimeMs: number;
  closeLabel: string;
  onClose: (id: number) => void;
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), lifetimeMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, lifetimeMs, onClose]);

  return (
    <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 text-sm text-white shadow-lift">
      <div className="flex flex-1 flex-col items-start gap-2.5">
        <p className="leading-relaxed">{toast.message}</p>
        {toast.action && (
          <button
            type="button"
            className="rounded-lg bg-gold-400 px-3 py-1.5 text-xs font-semibold text-ink-950 hover:bg-gold-300"
            onClick={() => {
              toast.action?.onClick();
              onClose(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className="shrink-0 rounded-full p-1 text-ink-300 hover:bg-white/10 hover:text-white"
        onClick={() => onClose(toast.id)}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
