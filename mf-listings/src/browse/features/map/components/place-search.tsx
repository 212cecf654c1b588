import type { GeocodedPlace } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useMutation } from '@domus/shared/query';
import { useId, useState } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { findPlaces } from '../../../../api/listing-options';
import styles from './map.module.css';

export interface PlaceSearchProps {
  onChoose: (place: GeocodedPlace) => void;
}

/** "Search a place": get-location (the offline geocoder by default) and a list of its answers to move the map to. */
export function PlaceSearch({ onChoose }: PlaceSearchProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<GeocodedPlace[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: (search: string) => findPlaces({ search }) });

  const run = () => {
    const search = text.trim();
    if (!search) return;
    setProblem(null);
    lookup.mutate(search, {
      onSuccess: (places) => {
        setResults(places);
        if (places.length === 0) setProblem(t('map.noPlaces', { search: isolate(search) }));
      },
      onError: () => setProblem(t('map.placeFailed')),
    });
  };

  return (
    <div className={styles.places}>
      <label htmlFor={id}>{t('map.placeSearch')}</label>
      <div className={styles.placeRow}>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button variant="secondary" onClick={run} disabled={lookup.isPending}>
          {t('map.placeSearchButton')}
        </Button>
      </div>
      {results && results.length > 0 ? (
        <ul className={styles.placeList} aria-label={t('map.placeResults')}>
          {results.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.formatted_address}`}>
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  setResults(null);
                  onChoose(place);
                }}
              >
                <bdi>{place.formatted_address}</bdi>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
