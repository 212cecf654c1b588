import type { MapCluster } from '@domus/shared/contract';

import { clusterTarget, MAX_ZOOM } from '../lib/map-state';

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
