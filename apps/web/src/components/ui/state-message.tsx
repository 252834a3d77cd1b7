import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

interface StateMessageProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
  tone?: 'error' | 'neutral';
  /** 1 when the message is all the page has to say. */
  headingLevel?: 1 | 2;
}

/** The error and empty states: say what happened and offer the next step. */
export function StateMessage({
  title,
  description,
  icon,
  action,
  children,
  tone = 'neutral',
  headingLevel = 2,
}: StateMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-14 text-center"
    >
      <div
        className={`grid size-14 place-items-center rounded-2xl ${tone === 'error' ? 'bg-danger-50 text-danger-700' : 'bg-gold-100 text-gold-700'}`}
      >
        {icon ?? <AlertIcon className="size-7" />}
      </div>
      <div className="space-y-1.5">
        <Heading className="text-lg font-semibold text-ink-900">{title}</Heading>
        {description && <p className="text-sm leading-relaxed text-ink-500">{description}</p>}
      </div>
      {action && (
        <Button variant="primary" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
      {children}
    </div>
  );
}
