import 'leaflet/dist/leaflet.css';

import { divIcon } from 'leaflet';
import { MapContainer, Marker, Tooltip } from 'react-leaflet';

import type { Coordinates } from '../lib/listing-view';
import styles from './location-map.module.css';
import MapBackground, { placeZoom, useTilesConfigured } from './map-background';

// An inline SVG pin: no marker images to resolve, so the map works offline and in any build.
export const pinIcon = divIcon({
  className: styles.pin,
  html: '<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="currentColor"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [30, 45],
  iconAnchor: [15, 45],
  tooltipAnchor: [0, -40],
});

export interface LocationMapProps {
  position: Coordinates;
  /** Names the marker and the map for assistive technology. */
  label: string;
  testId?: string;
}

/** The listing on a map, over the configured tiles or the bundled world map (MapBackground). */
export default function LocationMap({ position, label, testId = 'property-map' }: LocationMapProps) {
  const tiles = useTilesConfigured();
  return (
    <div className={styles.frame} data-testid={testId} role="region" aria-label={label}>
      <MapContainer
        center={[position.lat, position.lng]}
        zoom={placeZoom(tiles)}
        scrollWheelZoom={false}
        className={styles.map}
      >
        <MapBackground />
        <Marker position={[position.lat, position.lng]} icon={pinIcon} title={label} alt={label}>
          <Tooltip>
            <bdi>{label}</bdi>
          </Tooltip>
        </Marker>
      </MapContainer>
    </div>
  );
}
