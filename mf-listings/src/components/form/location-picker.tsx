import type { GeocodedPlace } from '@domus/shared/contract';
import { Button, Spinner } from '@domus/shared/ui';
import { useMutation } from '@domus/shared/query';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { findPlaces, type PlaceQuery } from '../../api/listing-options';
import { useMessageText } from '../../hooks/use-message-text';
import type { Coordinates } from '../../lib/listing-view';
import styles from './form.module.css';

const LocationPickerMap = lazy(() => import('./location-picker-map'));

/** A listing's place as the forms keep it (`address` is the formatted address). */
export interface ListingPlace {
  city: string;
  state: string;
  country: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export const emptyPlace: ListingPlace = {
  city: '',
  state: '',
  country: '',
  address: '',
  latitude: null,
  longitude: null,
};

const placeOf = (found: GeocodedPlace): ListingPlace => ({
  city: found.city,
  state: found.state,
  country: found.country,
  address: found.formatted_address,
  latitude: found.latitude,
  longitude: found.longitude,
});

export interface LocationPickerProps {
  value: ListingPlace;
  onChange: (place: ListingPlace) => void;
  /** The validation message of the place (listingMessages.locationIncomplete). */
  error?: string;
  /** Where the map opens before anything is chosen (the user's own position, say). */
  fallbackCenter?: Coordinates;
}

/**
 * Choose a place on the map (click or drag the pin) or by searching; get-location turns it
 * into city, state, country and an address. When nothing is found the user is asked again.
 */
export function LocationPicker({ value, onChange, error, fallbackCenter = { lat: 20, lng: 0 } }: LocationPickerProps) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<GeocodedPlace[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const lookup = useMutation({ mutationFn: (query: PlaceQuery) => findPlaces(query) });

  const pick = useCallback(
    (position: Coordinates) => {
      setProblem(null);
      setResults(null);
      onChange({ ...emptyPlace, latitude: position.lat, longitude: position.lng });
      lookup.mutate(
        { latitude: Number(position.lat.toFixed(6)), longitude: Number(position.lng.toFixed(6)) },
        {
          onSuccess: (places) => {
            const [found] = places;
            if (found) onChange({ ...placeOf(found), latitude: position.lat, longitude: position.lng });
            else setProblem(t('location.nothingHere'));
          },
          onError: () => setProblem(t('location.lookupFailed')),
        },
      );
    },
    [lookup, onChange, t],
  );

  const runSearch = () => {
    const text = search.trim();
    if (!text) return;
    setProblem(null);
    lookup.mutate(
      { search: text },
      {
        onSuccess: (places) => {
          setResults(places);
          if (places.length === 0) setProblem(t('location.noResults', { search: isolate(text) }));
        },
        onError: () => setProblem(t('location.lookupFailed')),
      },
    );
  };

  const position =
    value.latitude !== null && value.longitude !== null ? { lat: value.latitude, lng: value.longitude } : undefined;
  const chosen = [value.address, value.city, value.state, value.country].some((part) => part !== '');

  return (
    <div className={styles.card} data-testid="location-picker">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('location.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                runSearch();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={runSearch} disabled={lookup.isPending}>
          {t('location.searchButton')}
        </Button>
      </div>
      {results && results.length > 0 ? (
        <ul className={styles.files} aria-label={t('location.results')}>
          {results.map((found) => (
            <li key={`${found.latitude},${found.longitude},${found.formatted_address}`}>
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  setResults(null);
                  onChange(placeOf(found));
                }}
              >
                <bdi>{found.formatted_address}</bdi>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.hint}>{t('location.mapHint')}</p>
      <Suspense fallback={<Spinner label={t('map.loading')} />}>
        <LocationPickerMap
          position={position}
          fallbackCenter={fallbackCenter}
          onPick={pick}
          label={t('location.mapLabel')}
        />
      </Suspense>
      {lookup.isPending ? <p className={styles.hint}>{t('location.looking')}</p> : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {chosen ? (
        <dl className={styles.grid} data-testid="chosen-place">
          <div>
            <dt className={styles.label}>{t('location.address')}</dt>
            <dd>
              <bdi>{value.address || '—'}</bdi>
            </dd>
          </div>
          <div>
            <dt className={styles.label}>{t('location.city')}</dt>
            <dd>
              <bdi>{value.city || '—'}</bdi>
            </dd>
          </div>
          <div>
            <dt className={styles.label}>{t('location.state')}</dt>
            <dd>
              <bdi>{value.state || '—'}</bdi>
            </dd>
          </div>
          <div>
            <dt className={styles.label}>{t('location.country')}</dt>
            <dd>
              <bdi>{value.country || '—'}</bdi>
            </dd>
          </div>
        </dl>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
