/**
 * 'Importar e exportar' in the sidebar: a sheet with rows, drawn like the shared line icons. It
 * lives with the producer area rather than in `components/ui/icons.tsx`, which `/event` loads up front.
 */
export function SpreadsheetIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
    >
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M4 9h16M4 15h16M10 3v18" />
    </svg>
  );
}
