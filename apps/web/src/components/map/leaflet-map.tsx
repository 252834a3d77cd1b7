import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

// Leaflet finds its default marker images from the CSS path, which Vite rewrites: name them.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const tileUrl = import.meta.env.VITE_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface LeafletMapProps {
  centre: [number, number];
  zoom: number;
  label: string;
  interactive?: boolean;
}

/** The map itself (its own chunk): tiles that fail to load leave a grey map, nothing breaks. */
export default function LeafletMap({ centre, zoom, label, interactive = true }: LeafletMapProps) {
  return (
    <MapContainer
      center={centre}
      zoom={zoom}
      scrollWheelZoom={false}
      dragging={interactive}
      zoomControl={interactive}
      doubleClickZoom={interactive}
      touchZoom={interactive}
      keyboard={interactive}
      attributionControl
      // Animations finishing after the page has moved on throw inside Leaflet (_leaflet_pos).
      zoomAnimation={false}
      fadeAnimation={false}
      markerZoomAnimation={false}
      className="size-full"
      aria-label={label}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <Marker position={centre} icon={markerIcon} alt={label} keyboard={false} />
    </MapContainer>
  );
}
