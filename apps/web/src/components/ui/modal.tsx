import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { CloseIcon } from './icons.tsx';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** 'narrow' suits a short form; 'wide' (default) suits reading. */
  width?: 'narrow' | 'wide';
  /**
   * 'center' (default) floats in the middle; 'side' is a sheet along the right edge from `sm` up
   * and the full width of a phone's screen from its bottom (components/detail-sheet).
   */
  placement?: 'center' | 'side';
}

const frames = {
  center: {
    narrow: 'inset-x-3 top-1/2 mx-auto max-h-[88dvh] max-w-md -translate-y-1/2 rounded-2xl',
    wide: 'inset-x-3 top-1/2 mx-auto max-h-[88dvh] max-w-2xl -translate-y-1/2 rounded-2xl',
  },
  side: {
    narrow:
      'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl sm:inset-y-0 sm:left-auto sm:max-h-none sm:w-full sm:max-w-md sm:rounded-none sm:rounded-l-2xl',
    wide: 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl sm:inset-y-0 sm:left-auto sm:max-h-none sm:w-full sm:max-w-xl sm:rounded-none sm:rounded-l-2xl',
  },
} as const;

/** Radix gives focus trapping, Escape to close and the dialog semantics. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  width = 'wide',
  placement = 'center',
}: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; these dialogs are opened from state (a menu, a
  // button elsewhere), so focus goes back to whatever held it when the dialog opened, unless the
  // page has already put it somewhere on purpose (a heading, after the row it was on went away).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed z-50 flex ${frames[placement][width]} flex-col overflow-hidden bg-white shadow-lift focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            const moved = document.activeElement !== null && document.activeElement !== document.body;
            if (moved || !target?.isConnected || target === document.body) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <header className="flex items-start justify-between gap-4 border-b border-ink-100 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-0.5 text-sm text-ink-500">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="grid size-9 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </header>
          <div className={`min-h-0 overflow-y-auto px-6 py-5 ${placement === 'side' ? 'flex-1' : ''}`}>
            {children}
          </div>
          {footer && (
            <footer className="flex justify-end gap-3 border-t border-ink-100 bg-sand-50 px-6 py-4">
              {footer}
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
