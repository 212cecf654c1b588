import 'leaflet/dist/leaflet.css';
import './geoman';

import { Circle as LeafletCircle, Polygon as LeafletPolygon, type Layer } from 'leaflet';
import { memo, useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, Polygon, useMap } from 'react-leaflet';

import MapBackground from '../../../../components/map-background';

import type { MapClusters } from '../api/get-map-clusters';
import {
  boxFromBounds,
  circleArea,
  MAX_ZOOM,
  MIN_ZOOM,
  polygonArea,
  type DrawnArea,
  type MapBox,
  type MapView,
} from '../lib/map-state';
import { MarkerLayer } from './marker-layer';
import styles from './map.module.css';

export type DrawMode = 'polygon' | 'circle';

/** A place to move the map to (a place search result); `id` changes on every request, even to the same spot. */
export interface MapTarget {
  id: number;
  lat: number;
  lng: number;
  zoom: number;
}

export interface ClusterMapProps {
  /** Where the map opens (from the URL); later changes of the view come from the map itself. */
  initialView: MapView;
  data: MapClusters | undefined;
  area: DrawnArea | null;
  drawMode: DrawMode | null;
  target: MapTarget | null;
  onViewChange: (view: MapView, box: MapBox) => void;
  onAreaDrawn: (area: DrawnArea) => void;
  onDrawEnd: () => void;
  label: string;
}

/** A geoman-drawn layer as the area the API takes: a circle, or a polygon's outer ring. */
export function areaFromLayer(layer: Layer): DrawnArea | null {
  if (layer instanceof LeafletCircle) return circleArea(layer.getLatLng(), layer.getRadius());
  if (layer instanceof LeafletPolygon) {
    const rings = layer.getLatLngs();
    const outer = (Array.isArray(rings[0]) ? rings[0] : rings) as { lat: number; lng: number }[];
    return polygonArea(outer);
  }
  return null;
}

/** Reports the view (and its clamped box) when the map opens and after every pan or zoom. */
function ViewSync({ onViewChange }: { onViewChange: ClusterMapProps['onViewChange'] }) {
  const map = useMap();
  const latest = useRef(onViewChange);
  useEffect(() => {
    latest.current = onViewChange;
  }, [onViewChange]);
  useEffect(() => {
    const report = () => {
      const bounds = map.getBounds();
      const center = map.getCenter();
      latest.current(
        { lat: center.lat, lng: center.lng, zoom: map.getZoom() },
        boxFromBounds({
          south: bounds.getSouth(),
          north: bounds.getNorth(),
          west: bounds.getWest(),
          east: bounds.getEast(),
        }),
      );
    };
    // The first view now, later ones after every pan or zoom (a zoom ends with moveend too).
    report();
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map]);
  return null;
}

/** Moves to a chosen place. */
function FlyTo({ target }: { target: MapTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.flyTo([target.lat, target.lng], target.zoom);
  }, [map, target]);
  return null;
}

/** Geoman's drawing mode while a draw button is on; the finished shape goes up as an area and is removed (the URL's area is drawn instead). */
function DrawControl({
  mode,
  onAreaDrawn,
  onDrawEnd,
}: Pick<ClusterMapProps, 'onAreaDrawn' | 'onDrawEnd'> & { mode: DrawMode | null }) {
  const map = useMap();
  const handlers = useRef({ onAreaDrawn, onDrawEnd });
  useEffect(() => {
    handlers.current = { onAreaDrawn, onDrawEnd };
  }, [onAreaDrawn, onDrawEnd]);

  useEffect(() => {
    const created = (event: { layer: Layer }) => {
      map.removeLayer(event.layer);
      const area = areaFromLayer(event.layer);
      if (area) handlers.current.onAreaDrawn(area);
    };
    const ended = () => handlers.current.onDrawEnd();
    map.on('pm:create', created);
    map.on('pm:drawend', ended);
    return () => {
      map.off('pm:create', created);
      map.off('pm:drawend', ended);
    };
  }, [map]);

  useEffect(() => {
    if (!mode || !map.pm) return undefined;
    map.pm.enableDraw(mode === 'polygon' ? 'Polygon' : 'Circle', { snappable: false, continueDrawing: false });
    return () => map.pm.disableDraw();
  }, [map, mode]);
  return null;
}

const areaStyle = { color: 'var(--domus-color-primary, #0b6e4f)', weight: 2, fillOpacity: 0.08 };

function AreaShape({ area }: { area: DrawnArea | null }) {
  if (!area) return null;
  if (area.kind === 'circle') {
    return <Circle center={[area.lat, area.lng]} radius={area.radiusKm * 1000} pathOptions={areaStyle} />;
  }
  return <Polygon positions={area.points} pathOptions={areaStyle} />;
}

/** The map of `/map` (its own chunk, with Leaflet and geoman). Drawn over the configured tiles or the bundled world map. */
function ClusterMap({
  initialView,
  data,
  area,
  drawMode,
  target,
  onViewChange,
  onAreaDrawn,
  onDrawEnd,
  label,
}: ClusterMapProps) {
  // The map opens once at the URL's view; it is not reset on later renders.
  const [center] = useState(() => [initialView.lat, initialView.lng] as [number, number]);
  const [zoom] = useState(() => initialView.zoom);
  return (
    <div className={styles.frame} data-testid="cluster-map" role="region" aria-label={label}>
      <MapContainer
        center={center}
        zoom={zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        worldCopyJump
        className={styles.map}
      >
        <MapBackground />
        <ViewSync onViewChange={onViewChange} />
        <FlyTo target={target} />
        <DrawControl mode={drawMode} onAreaDrawn={onAreaDrawn} onDrawEnd={onDrawEnd} />
        <AreaShape area={area} />
        <MarkerLayer data={data} />
      </MapContainer>
    </div>
  );
}

export default memo(ClusterMap);
