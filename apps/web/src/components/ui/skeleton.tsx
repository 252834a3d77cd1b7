interface SkeletonProps {
  className?: string;
}

/** A shimmering placeholder; its container announces the loading state once, not each block. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={`animate-shimmer ${className.includes('rounded') ? '' : 'rounded-lg'} bg-[linear-gradient(90deg,var(--color-ink-100)_25%,var(--color-ink-50)_50%,var(--color-ink-100)_75%)] bg-[length:200%_100%] ${className}`}
    />
  );
}

/** Wraps skeletons so screen readers hear "Loading..." once. */
export function LoadingRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
