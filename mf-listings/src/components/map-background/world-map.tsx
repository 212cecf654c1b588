import type { PathOptions } from 'leaflet';
import { useEffect } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';

import CityLabels from './city-labels';
import styles from './map-background.module.css';
import { borders, land } from './world-map-data';

/** Below the overlays and markers (Leaflet's panes: tiles 200, overlays 400, markers 600). */
const mapPane = 'domus-world';
const labelPane = 'domus-world-labels';

// Global class names: tests and stylesheets find the layers by them.
const landStyle: PathOptions = { className: 'map-land', stroke: false, fillColor: '#e4ecd9', fillOpacity: 1 };
const borderStyle: PathOptions = { className: 'map-border', color: '#a9b59c', weight: 1, fill: false };

/** The bundled low-detail world map with city names: drawn when no tiles are configured or they cannot be reached. */
export default function WorldMap() {
  const map = useMap();
  // The sea is the map's own background, behind the land.
  useEffect(() => {
    const container = map.getContainer();
    container.classList.add(styles.sea!);
    return () => container.classList.remove(styles.sea!);
  }, [map]);
  return (
    <>
      <Pane name={mapPane} style={{ zIndex: 150 }}>
        <GeoJSON data={land} style={landStyle} interactive={false} />
        <GeoJSON data={borders} style={borderStyle} interactive={false} />
      </Pane>
      <Pane name={labelPane} style={{ zIndex: 160, pointerEvents: 'none' }}>
        <CityLabels pane={labelPane} />
      </Pane>
    </>
  );
}
