import { worldCities } from '@domus/shared/geo';
import { divIcon } from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';

import { citiesToLabel, withoutOverlaps, type LabelView } from './city-labels-rule';
import styles from './map-background.module.css';

const viewOf = (map: ReturnType<typeof useMap>): LabelView => {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
    zoom: map.getZoom(),
  };
};

/**
 * A name centred on its city: an element, so the text is never read as HTML. The offline city
 * list names cities in English, and the label says so (a reader or translator knows its language).
 */
const labelIcon = (name: string) =>
  divIcon({
    className: styles.cityLabel,
    html: Object.assign(document.createElement('span'), { textContent: name, lang: 'en', dir: 'ltr' }),
    iconSize: [0, 0],
  });

/** The names of the offline city list over the bundled world map: text only, never in the way of a click. */
export default function CityLabels({ pane }: { pane: string }) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const labels = useMemo(
    () =>
      withoutOverlaps(citiesToLabel(worldCities, view), (city) =>
        map.latLngToContainerPoint([city.latitude, city.longitude]),
      ).map((city) => ({ city, icon: labelIcon(city.name) })),
    [map, view],
  );
  return labels.map(({ city, icon }) => (
    <Marker
      key={`${city.country}/${city.name}`}
      position={[city.latitude, city.longitude]}
      icon={icon}
      pane={pane}
      interactive={false}
      keyboard={false}
    />
  ));
}
