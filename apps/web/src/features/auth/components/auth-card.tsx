import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every sign-in screen, so they read as one family. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-9">
      <title>{`${title} · Vitrine`}</title>
      <header className="mb-7 space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-950">{title}</h1>
        {subtitle && <p className="text-sm leading-relaxed text-ink-500">{subtitle}</p>}
      </header>
      {children}
      {footer && (
        <div className="mt-7 border-t border-ink-100 pt-6 text-center text-sm text-ink-600">{footer}</div>
      )}
    </section>
  );
}
