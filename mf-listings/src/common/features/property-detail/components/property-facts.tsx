import { useTranslation } from '@domus/shared/i18n';
import { translatedName } from '@domus/shared/format';

import { DetailBlock } from '../../../../components/detail-layout';
import { ListingImage } from '../../../../components/listing-image';
import type { AssignedFacility, PropertyParameter } from '../../../../types/listings';
import { shownParameterValue } from '../../../../lib/listing-view';
import styles from './property-detail.module.css';

export function ParameterList({ parameters }: { parameters: readonly PropertyParameter[] }) {
  const { t } = useTranslation('listings');
  const shown = parameters.filter((parameter) => shownParameterValue(parameter) !== '');
  if (shown.length === 0) return null;
  return (
    <DetailBlock headingId="property-parameters-heading" title={t('detail.parameters')}>
      <dl className={styles.facts} data-testid="property-parameters">
        {shown.map((parameter) => (
          <div key={parameter.id} className={styles.fact}>
            <dt>
              <bdi>{translatedName(parameter)}</bdi>
            </dt>
            <dd>
              <bdi>{shownParameterValue(parameter)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </DetailBlock>
  );
}

export function FacilityList({ facilities }: { facilities: readonly AssignedFacility[] }) {
  const { t } = useTranslation('listings');
  if (facilities.length === 0) return null;
  return (
    <DetailBlock headingId="property-facilities-heading" title={t('detail.facilities')}>
      <ul className={styles.facilities} data-testid="property-facilities">
        {facilities.map((facility) => (
          <li key={facility.id} className={styles.facility}>
            <ListingImage src={facility.image} alt="" className={styles.facilityIcon} />
            <span>
              <bdi>{translatedName(facility)}</bdi>
            </span>
            {facility.distance > 0 ? (
              <span className={styles.distance}>{t('detail.distance', { distance: facility.distance })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </DetailBlock>
  );
}
