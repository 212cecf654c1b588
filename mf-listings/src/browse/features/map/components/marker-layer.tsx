import type { MapCluster, MapPin } from '@domus/shared/contract';
import { Link } from '@domus/shared/routing';
import { divIcon, layerGroup, marker as leafletMarker, type DivIcon, type Marker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isolate } from '@domus/shared/format';
import { BidiText } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { useMap } from 'react-leaflet';
import { propertyPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import { pinIcon } from '../../../../components/location-map';
import { PriceLabel } from '../../../../components/price-label';
import type { MapClusters } from '../api/get-map-clusters';
import { clusterKey, clusterSize } from '../lib/map-state';
import { zoomToCluster } from './zoom-to-cluster';
import styles from './map.module.css';

/** One icon per count and label, so markers of the same count share it. */
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

/** Replies bring new objects for the cells and pins that stayed put: compared field by field (they are flat). */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The small card of a pin: photo, title, price, city and a link to the listing. */
function PinCard({ pin }: { pin: MapPin }) {
  const { t } = useTranslation('listings');
  return (
    <article className={styles.card} data-testid="map-pin-card">
      <ListingImage src={pin.title_image} alt="" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <bdi>{pin.title}</bdi>
        </h3>
        <PriceLabel listing={pin} />
        <p className={styles.cardCity}>
          <bdi>{pin.city}</bdi>
        </p>
        <Link to={propertyPagePath(pin.slug_id)} className={styles.cardLink}>
          <BidiText>{t('map.viewListing', { title: isolate(pin.title) })}</BidiText>
        </Link>
      </div>
    </article>
  );
}

type Wanted = { kind: 'cluster'; item: MapCluster } | { kind: 'pin'; item: MapPin };
type Shown = Wanted & { marker: Marker };

/**
 * The latest reply's clusters and pins as plain Leaflet markers on one layer, changed in place:
 * a marker whose cell or pin is unchanged stays, only new and changed ones are made. Markers are
 * not React components (a hundred of those cost tens of milliseconds per reply; the bench's
 * long frames); React renders only the card of the open pin, into its popup.
 */
export function MarkerLayer({ data }: { data: MapClusters | undefined }) {
  const map = useMap();
  const { t } = useTranslation('listings');
  const layer = useMemo(() => layerGroup(), []);
  const shown = useRef(new Map<string, Shown>());
  const [openPin, setOpenPin] = useState<{ pin: MapPin; marker: Marker; container: HTMLElement } | null>(null);

  useEffect(() => {
    layer.addTo(map);
    const markers = shown.current;
    return () => {
      layer.remove();
      layer.clearLayers();
      markers.clear();
    };
  }, [map, layer]);

  // Labels follow the language: a new `t` makes every marker again.
  useEffect(() => {
    layer.clearLayers();
    shown.current.clear();
  }, [layer, t]);

  useEffect(() => {
    const next = new Map<string, Wanted>();
    if (data) {
      for (const cluster of data.clusters)
        next.set(`c${clusterKey(cluster, data.zoom)}`, { kind: 'cluster', item: cluster });
      for (const pin of data.properties) next.set(`p${pin.id}`, { kind: 'pin', item: pin });
    }
    for (const [key, entry] of shown.current) {
      const wanted = next.get(key);
      if (wanted && sameFields<object>(wanted.item, entry.item)) continue;
      layer.removeLayer(entry.marker);
      shown.current.delete(key);
    }
    for (const [key, wanted] of next) {
      if (shown.current.has(key)) continue;
      let entry: Shown;
      if (wanted.kind === 'cluster') {
        const cluster = wanted.item;
        const marker = leafletMarker([cluster.latitude, cluster.longitude], {
          icon: clusterIcon(cluster.count, t('map.clusterLabel', { count: cluster.count })),
        }).on('click', () => zoomToCluster(map, cluster));
        entry = { kind: 'cluster', item: cluster, marker };
      } else {
        const pin = wanted.item;
        const container = document.createElement('div');
        const marker = leafletMarker([pin.latitude, pin.longitude], { icon: pinIcon, title: pin.title, alt: pin.title })
          .bindPopup(container, { minWidth: 220, maxWidth: 260 })
          .on('popupopen', () => setOpenPin({ pin, marker, container }))
          .on('popupclose', () => setOpenPin((open) => (open?.marker === marker ? null : open)));
        entry = { kind: 'pin', item: pin, marker };
      }
      layer.addLayer(entry.marker);
      shown.current.set(key, entry);
    }
  }, [data, layer, map, t]);

  // Once the card is in its popup, the popup takes its size and place.
  useEffect(() => {
    openPin?.marker.getPopup()?.update();
  }, [openPin]);

  return openPin ? createPortal(<PinCard pin={openPin.pin} />, openPin.container) : null;
}
