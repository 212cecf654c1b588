import type { GeocodedPlace } from '@domus/shared/contract';
import { Button, EmptyState, ErrorState, useDocumentTitle } from '@domus/shared/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';

import pageStyles from '../../../../components/page.module.css';
import { SearchControls } from '../../property-search/components/search-controls';
import { SearchHeading } from '../../saved-searches/components/search-heading';
import {
  emptyFilters,
  filtersFromSearchParams,
  isPriceRangeInverted,
  setFiltersOf,
  withFilter,
  type FilterKey,
} from '../../property-search/lib/search-filters';
import { useMapClusters } from '../api/get-map-clusters';
import {
  areaFromSearchParams,
  areaKeys,
  mapClustersQueryOf,
  savedSearchAreaOf,
  viewFromSearchParams,
  withArea,
  withFilters,
  withView,
  type DrawnArea,
  type MapBox,
  type MapView,
} from '../lib/map-state';
import type { DrawMode, MapTarget } from './cluster-map';
import { LazyClusterMap } from './lazy-cluster-map';
import { PlaceSearch } from './place-search';
import styles from './map.module.css';

/** Pans and zooms settle for this long before the markers of the new view are asked for. */
export const MAP_DEBOUNCE_MS = 250;
/** How close a chosen place is shown. */
const PLACE_ZOOM = 12;

interface Viewport {
  box: MapBox;
  zoom: number;
}

/**
 * `/map`: /properties' filters, a map of the listings in view (clusters from the server) and
 * an area to draw. Filters, view and area all live in the URL, so a link shows the same map.
 */
export function MapPage() {
  const { t } = useTranslation('listings');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  // The area is read again only when its own params change, so the map keeps the same object otherwise.
  const areaText = areaKeys.map((key) => `${key}=${encodeURIComponent(searchParams.get(key) ?? '')}`).join('&');
  const area = useMemo(() => areaFromSearchParams(new URLSearchParams(areaText)), [areaText]);
  const [initialView] = useState(() => viewFromSearchParams(searchParams));
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [drawMode, setDrawMode] = useState<DrawMode | null>(null);
  const [target, setTarget] = useState<MapTarget | null>(null);
  const priceRangeInverted = isPriceRangeInverted(filters);
  // A saved search of the map keeps the drawn polygon, else the box in view (no circle: the API takes none).
  const savedArea = useMemo(() => savedSearchAreaOf(area, viewport?.box ?? null), [area, viewport]);
  const savedFilters = useMemo(() => ({ ...setFiltersOf(filters), ...savedArea }), [filters, savedArea]);
  useDocumentTitle(t('map.title'));

  // react-router gives a new setter with every URL; the map's callbacks stay the same through a ref.
  const setParamsRef = useRef(setSearchParams);
  useEffect(() => {
    setParamsRef.current = setSearchParams;
  }, [setSearchParams]);
  const updateParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace = false) =>
      setParamsRef.current(change, { replace }),
    [],
  );

  const query = useMemo(
    () => (viewport && !priceRangeInverted ? mapClustersQueryOf(viewport.box, viewport.zoom, filters, area) : null),
    [viewport, filters, area, priceRangeInverted],
  );
  const { data, isError, error, refetch, isPlaceholderData, isFetching } = useMapClusters(query);
  // A reply's markers are drawn in a background render that yields to the browser every few
  // milliseconds, so a pan never waits on a hundred markers being placed (bench: long frames).
  const markers = useDeferredValue(priceRangeInverted ? undefined : data);

  // The first view is asked for at once; later ones once the map has been still for a moment.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reported = useRef(false);
  // Leaflet still reports moves after a link in a popup has left the page (the next page may
  // still be loading while this one shows, or being taken down): those must not write the
  // map's view back into the address the visitor has moved on from.
  const leaving = useRef(false);
  const openedAt = useRef(window.location.pathname);
  const stillHere = () => !leaving.current && window.location.pathname === openedAt.current;
  const changeView = useCallback(
    (view: MapView, box: MapBox) => {
      if (!stillHere()) return;
      const apply = () => {
        if (!stillHere()) return;
        setViewport((current) =>
          current &&
          current.zoom === view.zoom &&
          (Object.keys(box) as (keyof MapBox)[]).every((key) => current.box[key] === box[key])
            ? current
            : { box, zoom: view.zoom },
        );
        updateParams((current) => withView(current, view), true);
      };
      clearTimeout(timer.current);
      if (!reported.current) {
        reported.current = true;
        apply();
      } else {
        timer.current = setTimeout(apply, MAP_DEBOUNCE_MS);
      }
    },
    [updateParams],
  );
  useEffect(() => {
    leaving.current = false;
    return () => {
      leaving.current = true;
      clearTimeout(timer.current);
    };
  }, []);

  const changeFilter = useCallback(
    (key: FilterKey, value: string) =>
      updateParams((current) => withFilters(current, withFilter(filtersFromSearchParams(current), key, value))),
    [updateParams],
  );
  const clearFilters = useCallback(() => updateParams((current) => withFilters(current, emptyFilters)), [updateParams]);

  /** A finished drawing replaces any earlier area (only one at a time). */
  const drawArea = useCallback(
    (drawn: DrawnArea | null) => {
      setDrawMode(null);
      updateParams((current) => withArea(current, drawn));
    },
    [updateParams],
  );
  const endDrawing = useCallback(() => setDrawMode(null), []);
  const toggleDraw = (mode: DrawMode) => setDrawMode((current) => (current === mode ? null : mode));

  const choosePlace = useCallback((place: GeocodedPlace) => {
    setTarget((current) => ({
      id: (current?.id ?? 0) + 1,
      lat: place.latitude,
      lng: place.longitude,
      zoom: PLACE_ZOOM,
    }));
  }, []);

  return (
    <div className={pageStyles.page}>
      <SearchHeading
        title={t('map.title')}
        filters={savedFilters}
        unsavable={savedArea ? undefined : t('savedSearches.circleUnsavable')}
      />
      <SearchControls
        view="map"
        count={data && !priceRangeInverted ? t('map.count', { count: data.total }) : null}
        countTestId="map-count"
        filters={filters}
        onChange={changeFilter}
        onClear={clearFilters}
      />

      <div className={styles.tools}>
        <div className={styles.drawing} role="group" aria-label={t('map.drawing')}>
          <Button
            variant={drawMode === 'polygon' ? 'primary' : 'secondary'}
            aria-pressed={drawMode === 'polygon'}
            onClick={() => toggleDraw('polygon')}
          >
            {t('map.drawArea')}
          </Button>
          <Button
            variant={drawMode === 'circle' ? 'primary' : 'secondary'}
            aria-pressed={drawMode === 'circle'}
            onClick={() => toggleDraw('circle')}
          >
            {t('map.drawCircle')}
          </Button>
          {area ? (
            <Button variant="ghost" onClick={() => drawArea(null)}>
              {t('map.clearArea')}
            </Button>
          ) : null}
        </div>
        <PlaceSearch onChoose={choosePlace} />
      </div>
      {drawMode ? (
        <p className={styles.hint} role="status">
          {t(drawMode === 'polygon' ? 'map.drawAreaHint' : 'map.drawCircleHint')}
        </p>
      ) : null}

      {priceRangeInverted ? (
        <EmptyState title={t('search.emptyTitle')} description={t('search.fixPriceRange')} />
      ) : null}
      {isError ? (
        <ErrorState
          title={t('map.errorTitle')}
          message={<ApiErrorText error={error} />}
          onRetry={() => void refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}

      {/* A new view's markers are on their way: a small status, not a dimmed map (dimming repaints every tile twice a pan). */}
      <section aria-busy={isFetching || isPlaceholderData} aria-label={t('map.results')} className={styles.results}>
        {isPlaceholderData ? (
          <p className={styles.updating} role="status" data-testid="map-updating">
            {t('map.updating')}
          </p>
        ) : null}
        <LazyClusterMap
          initialView={initialView}
          data={markers}
          area={area}
          drawMode={drawMode}
          target={target}
          onViewChange={changeView}
          onAreaDrawn={drawArea}
          onDrawEnd={endDrawing}
          label={t('map.label')}
        />
      </section>
    </div>
  );
}
