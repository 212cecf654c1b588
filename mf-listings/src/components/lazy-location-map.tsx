import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import type { LocationMapProps } from './location-map';

// Leaflet loads only on pages that show a map, never with the home page.
const LocationMap = lazy(() => import('./location-map'));

export function LazyLocationMap(props: LocationMapProps) {
  const { t } = useTranslation('listings');
  return (
    <Suspense fallback={<Spinner label={t('map.loading')} />}>
      <LocationMap {...props} />
    </Suspense>
  );
}
