import { useTranslation } from '@domus/shared/i18n';

import type { Coordinates } from '../lib/listing-view';
import { DetailBlock } from './detail-layout';
import styles from './detail-layout.module.css';
import { LazyLocationMap } from './lazy-location-map';

export interface LocationBlockProps {
  headingId: string;
  position: Coordinates | undefined;
  /** The place (address or title): the map and its marker are named after it. */
  label: string;
  mapTestId?: string;
}

/** The listing on the (lazily loaded) map, or a line saying it has no location. */
export function LocationBlock({ headingId, position, label, mapTestId }: LocationBlockProps) {
  const { t } = useTranslation('listings');
  return (
    <DetailBlock headingId={headingId} title={t('detail.location')}>
      {position ? (
        <LazyLocationMap position={position} label={t('detail.mapOf', { place: label })} testId={mapTestId} />
      ) : (
        <p className={styles.muted}>{t('detail.noLocation')}</p>
      )}
    </DetailBlock>
  );
}
