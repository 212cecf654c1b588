import 'leaflet/dist/leaflet.css';

import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';

import { pinIcon } from '../location-map';
import mapStyles from '../location-map.module.css';
import MapBackground, { placeZoom, useTilesConfigured } from '../map-background';
import type { Coordinates } from '../../lib/listing-view';

export interface LocationPickerMapProps {
  position: Coordinates | undefined;
  /** Where the map opens when there is no position yet. */
  fallbackCenter: Coordinates;
  onPick: (position: Coordinates) => void;
  label: string;
}

function ClickToPick({ onPick }: { onPick: (position: Coordinates) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Follows a position chosen elsewhere (a search result) without resetting the zoom on each click. */
function FollowPosition({ position }: { position: Coordinates | undefined }) {
  const map = useMap();
  const zoom = placeZoom(useTilesConfigured());
  useEffect(() => {
    if (position && !map.getBounds().contains([position.lat, position.lng]))
      map.setView([position.lat, position.lng], zoom);
  }, [map, position, zoom]);
  return null;
}

/** A map to choose a listing's place: click anywhere or drag the pin. */
export default function LocationPickerMap({ position, fallbackCenter, onPick, label }: LocationPickerMapProps) {
  const tiles = useTilesConfigured();
  const center = position ?? fallbackCenter;
  const handlers = useMemo(
    () => ({
      dragend: (event: { target: { getLatLng: () => { lat: number; lng: number } } }) => {
        const { lat, lng } = event.target.getLatLng();
        onPick({ lat, lng });
      },
    }),
    [onPick],
  );
  return (
    <div className={mapStyles.frame} data-testid="location-picker-map" role="region" aria-label={label}>
      <MapContainer center={[center.lat, center.lng]} zoom={position ? placeZoom(tiles) : 4} className={mapStyles.map}>
        <MapBackground />
        <ClickToPick onPick={onPick} />
        <FollowPosition position={position} />
        {position ? (
          <Marker
            position={[position.lat, position.lng]}
            icon={pinIcon}
            draggable
            eventHandlers={handlers}
            title={label}
            alt={label}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
