import { Svg } from './icons.tsx';

// The producer area's own icons, drawn like the shared line icons. They live here rather than in
// icons.tsx, which `/event` loads up front.

/** 'Integrações': a plug. */
export const PlugIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M9 3v4M15 3v4" />
    <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0V7Z" />
    <path d="M12 16v5" />
  </Svg>
);

/** 'Importar e exportar': a sheet with rows. */
export const SpreadsheetIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M4 9h16M4 15h16M10 3v18" />
  </Svg>
);
