import { useSettings } from '@domus/shared/settings';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { TileLayer } from 'react-leaflet';

import { tilesUnreachable, type TileHealth } from './tile-health';
import { ZoomTitles } from './zoom-titles';

const WorldMap = lazy(() => import(/* webpackChunkName: "world-map" */ './world-map'));

/** How close a map of one place opens: street level on tiles, the region around it on the world map. */
export const placeZoom = (tiles: boolean) => (tiles ? 14 : 7);

/** Whether the settings give a tile source (the maps then open closer in). */
export function useTilesConfigured(): boolean {
  return Boolean(useSettings()?.map_tile_url?.trim());
}

/**
 * What every map draws under its markers: the configured tiles with their credit line, or
 * the bundled world map when none are configured (a fresh site, offline) or the tile source
 * cannot be reached. It also names the zoom buttons in the page's language.
 */
export default function MapBackground() {
  const settings = useSettings();
  const url = settings?.map_tile_url?.trim();
  const attribution = settings?.map_tile_attribution?.trim();
  const [unreachable, setUnreachable] = useState(false);
  const health = useRef<TileHealth>({ loaded: 0, failed: 0 });
  const handlers = useMemo(
    () => ({
      tileload: () => {
        health.current.loaded += 1;
      },
      tileerror: () => {
        health.current.failed += 1;
        if (tilesUnreachable(health.current)) setUnreachable(true);
      },
    }),
    [],
  );
  return (
    <>
      <ZoomTitles />
      {url && !unreachable ? (
        <TileLayer url={url} attribution={attribution || undefined} eventHandlers={handlers} />
      ) : (
        <Suspense fallback={null}>
          <WorldMap />
        </Suspense>
      )}
    </>
  );
}
