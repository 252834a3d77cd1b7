import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from './icons.tsx';

interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** One accordion section: a real button with aria-expanded controlling its region. */
export function Disclosure({ title, children, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-card">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-950 hover:bg-ink-50"
        >
          {title}
          <ChevronDownIcon className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="border-t border-ink-100"
      >
        {children}
      </section>
    </div>
  );
}
