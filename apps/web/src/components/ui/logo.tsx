interface LogoProps {
  tone?: 'dark' | 'light';
  className?: string;
}

/** The Vitrine mark (a roof over a V) and word; the link around it carries the accessible name. */
export function Logo({ tone = 'dark', className = '' }: LogoProps) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9 shrink-0">
        <rect
          width="64"
          height="64"
          rx="15"
          fill={tone === 'dark' ? '#0b1a33' : '#ffffff'}
          fillOpacity={tone === 'dark' ? 1 : 0.08}
        />
        <path
          d="M20 20.5 32 12l12 8.5"
          fill="none"
          stroke="#d9b56c"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M17 27l15 24 15-24"
          fill="none"
          stroke="#d9b56c"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`font-display text-2xl font-semibold tracking-tight ${tone === 'dark' ? 'text-ink-900' : 'text-white'}`}
      >
        Vitrine
      </span>
    </span>
  );
}
