import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import type { ClusterMapProps } from './cluster-map';

// Leaflet and geoman load with the map page only.
const ClusterMap = lazy(() => import('./cluster-map'));

export function LazyClusterMap(props: ClusterMapProps) {
  const { t } = useTranslation('listings');
  return (
    <Suspense fallback={<Spinner label={t('map.loading')} />}>
      <ClusterMap {...props} />
    </Suspense>
  );
}
