import { limits } from '@vitrine/contract';
import { lazy, Suspense, useRef } from 'react';
import { useNearScreen } from '../../lib/dom/use-near-screen.ts';
import { Skeleton } from '../ui/skeleton.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * The contract carries no coordinates, so (as the original client's "fixed centre" says) the map shows the
 * venue's city; the maps-search link next to it finds the exact address.
 */
export const venueCentre: [number, number] = [-23.5874, -46.6576];

interface LocationMapProps {
  label: string;
  zoom?: number;
  interactive?: boolean;
  className?: string;
}

/**
 * A Leaflet map loaded when it scrolls near the screen, so the event page's first load stays
 * small and no tile is fetched for a map nobody looks at.
 */
export function LocationMap({
  label,
  zoom = limits.mapZoom,
  interactive,
  className = 'h-48',
}: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const visible = useNearScreen(box);

  const placeholder = <Skeleton className="size-full rounded-none" />;
  return (
    <div ref={box} className={`relative z-0 overflow-hidden bg-ink-50 ${className}`}>
      {visible ? (
        <Suspense fallback={placeholder}>
          <LeafletMap centre={venueCentre} zoom={zoom} label={label} interactive={interactive} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
