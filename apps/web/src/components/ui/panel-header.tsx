import type { ReactNode } from 'react';

/** A panel's heading (h2 under the section's h1), what it is for, and its main action. */
export function PanelHeader({
  id,
  title,
  description,
  action,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-2xl min-w-0 space-y-1">
        <h2 id={id} className="text-xl font-semibold text-ink-950">
          {title}
        </h2>
        <p className="text-sm text-ink-600">{description}</p>
      </div>
      {action}
    </header>
  );
}
