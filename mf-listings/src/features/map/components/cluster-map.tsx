import 'leaflet/dist/leaflet.css';
import './geoman';

import type { MapCluster, MapPin } from '@domus/shared/contract';
import { useSettings } from '@domus/shared/settings';
import { Link } from '@domus/shared/routing';
import { Circle as LeafletCircle, divIcon, Polygon as LeafletPolygon, type DivIcon, type Layer } from 'leaflet';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, Polygon, Popup, TileLayer, useMap } from 'react-leaflet';

import { ListingImage } from '../../../components/listing-image';
import { pinIcon } from '../../../components/location-map';
import { PriceLabel } from '../../../components/price-label';
import type { MapClusters } from '../api/get-map-clusters';
import {
  boxFromBounds,
  circleArea,
  clusterKey,
  clusterSize,
  clusterTarget,
  MAX_ZOOM,
  MIN_ZOOM,
  polygonArea,
  type DrawnArea,
  type MapBox,
  type MapView,
} from '../utils/map-state';
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

/** What the map needs of a Leaflet map to zoom into a cluster (a fake in tests). */
export interface ZoomableMap {
  getZoom(): number;
  getMaxZoom(): number;
  getBoundsZoom(bounds: [[number, number], [number, number]]): number;
  fitBounds(bounds: [[number, number], [number, number]], options?: { padding?: [number, number] }): unknown;
  setView(center: [number, number], zoom: number): unknown;
}

/** Clicking a cluster fits the map to its box; when that would not zoom in (a single spot, max zoom), two levels closer. */
export function zoomToCluster(map: ZoomableMap, cluster: MapCluster): void {
  const zoom = map.getZoom();
  const maxZoom = Math.min(map.getMaxZoom(), MAX_ZOOM);
  const target = clusterTarget(cluster, zoom, maxZoom);
  if ('bounds' in target && map.getBoundsZoom(target.bounds) > zoom) {
    map.fitBounds(target.bounds, { padding: [24, 24] });
  } else {
    map.setView([cluster.latitude, cluster.longitude], Math.min(zoom + 2, MAX_ZOOM));
  }
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

/** One icon per count, so a cell whose count did not change keeps its icon element. */
const clusterIcons = new Map<string, DivIcon>();
function clusterIcon(count: number, label: string): DivIcon {
  const cacheKey = `${count}|${label}`;
  let icon = clusterIcons.get(cacheKey);
  if (!icon) {
    const size = clusterSize(count);
    const text = count >= 10000 ? `${Math.floor(count / 1000)}k` : String(count);
    icon = divIcon({
      className: styles.cluster,
      // Leaflet makes the marker a focusable role="button"; the inner label names it.
      html: `<span class="${styles.clusterBubble}" role="img" aria-label="${label.replace(/"/g, '&quot;')}" style="width:${size}px;height:${size}px">${text}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    if (clusterIcons.size > 2000) clusterIcons.clear();
    clusterIcons.set(cacheKey, icon);
  }
  return icon;
}

const ClusterMarker = memo(function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const { t } = useTranslation('listings');
  const map = useMap();
  const position = useMemo<[number, number]>(
    () => [cluster.latitude, cluster.longitude],
    [cluster.latitude, cluster.longitude],
  );
  const icon = clusterIcon(cluster.count, t('map.clusterLabel', { count: cluster.count }));
  const handlers = useMemo(() => ({ click: () => zoomToCluster(map, cluster) }), [map, cluster]);
  return <Marker position={position} icon={icon} eventHandlers={handlers} />;
});

/** The small card of a pin: photo, title, price, city and a link to the listing. */
function PinCard({ pin }: { pin: MapPin }) {
  const { t } = useTranslation('listings');
  return (
    <article className={styles.card} data-testid="map-pin-card">
      <ListingImage src={pin.title_image} alt="" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{pin.title}</h3>
        <PriceLabel listing={pin} />
        <p className={styles.cardCity}>{pin.city}</p>
        <Link to={`/properties-details/${pin.slug_id}`} className={styles.cardLink}>
          {t('map.viewListing', { title: pin.title })}
        </Link>
      </div>
    </article>
  );
}

const PinMarker = memo(function PinMarker({ pin }: { pin: MapPin }) {
  const position = useMemo<[number, number]>(() => [pin.latitude, pin.longitude], [pin.latitude, pin.longitude]);
  return (
    <Marker position={position} icon={pinIcon} title={pin.title} alt={pin.title}>
      <Popup minWidth={220} maxWidth={260}>
        <PinCard pin={pin} />
      </Popup>
    </Marker>
  );
});

/** The clusters and pins of the latest reply, keyed by grid cell and listing id so unchanged markers stay. */
const Markers = memo(function Markers({ data }: { data: MapClusters | undefined }) {
  if (!data) return null;
  return (
    <>
      {data.clusters.map((cluster) => (
        <ClusterMarker key={clusterKey(cluster, data.zoom)} cluster={cluster} />
      ))}
      {data.properties.map((pin) => (
        <PinMarker key={pin.id} pin={pin} />
      ))}
    </>
  );
});

const areaStyle = { color: 'var(--domus-color-primary, #0b6e4f)', weight: 2, fillOpacity: 0.08 };

function AreaShape({ area }: { area: DrawnArea | null }) {
  if (!area) return null;
  if (area.kind === 'circle') {
    return <Circle center={[area.lat, area.lng]} radius={area.radiusKm * 1000} pathOptions={areaStyle} />;
  }
  return <Polygon positions={area.points} pathOptions={areaStyle} />;
}

/** The map of `/map` (its own chunk, with Leaflet and geoman). Tiles only when the settings give a URL. */
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
  const tileUrl = useSettings()?.map_tile_url?.trim();
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
        {tileUrl ? <TileLayer url={tileUrl} /> : null}
        <ViewSync onViewChange={onViewChange} />
        <FlyTo target={target} />
        <DrawControl mode={drawMode} onAreaDrawn={onAreaDrawn} onDrawEnd={onDrawEnd} />
        <AreaShape area={area} />
        <Markers data={data} />
      </MapContainer>
    </div>
  );
}

export default memo(ClusterMap);
