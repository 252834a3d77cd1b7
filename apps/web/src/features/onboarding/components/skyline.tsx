/** Decorative skyline of the onboarding hero: towers with lit windows under a gold sky. */
export function Skyline({ className = '' }: { className?: string }) {
  const windows = (x: number, y: number, columns: number, rows: number, key: string) =>
    Array.from({ length: columns * rows }, (_, index) => {
      const left = x + (index % columns) * 14;
      const top = y + Math.floor(index / columns) * 18;
      const lit = (index * 7 + columns) % 5 < 2;
      return (
        <rect
          key={`${key}-${left}-${top}`}
          x={left}
          y={top}
          width="7"
          height="9"
          rx="1.5"
          fill={lit ? '#e7cd97' : '#2f4c7d'}
          fillOpacity={lit ? 0.95 : 0.55}
        />
      );
    });

  return (
    <svg viewBox="0 0 420 360" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="sky-tower" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#1d3763" />
          <stop offset="1" stopColor="#0b1a33" />
        </linearGradient>
        <radialGradient id="sky-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#d9b56c" stopOpacity="0.9" />
          <stop offset="1" stopColor="#d9b56c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="300" cy="120" r="110" fill="url(#sky-sun)" />
      <rect x="40" y="150" width="90" height="210" rx="6" fill="url(#sky-tower)" />
      <rect x="150" y="60" width="110" height="300" rx="6" fill="url(#sky-tower)" />
      <path
        d="M150 66 205 30l55 36"
        fill="none"
        stroke="#d9b56c"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="280" y="120" width="100" height="240" rx="6" fill="url(#sky-tower)" />
      {windows(56, 172, 5, 9, 'a')}
      {windows(168, 86, 6, 14, 'b')}
      {windows(296, 142, 6, 11, 'c')}
      <rect x="0" y="352" width="420" height="8" rx="4" fill="#d9b56c" fillOpacity="0.5" />
    </svg>
  );
}
