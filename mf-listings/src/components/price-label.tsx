import { useSettings } from '@domus/shared/settings';
import { useTranslation } from '@domus/shared/i18n';

import { priceLabelParts } from '../lib/price-label';
import styles from './price-label.module.css';

export interface PriceLabelProps {
  listing: { price: number | string | null | undefined; property_type?: string | null; rentduration?: string | null };
  className?: string;
}

/** "$1.5M", or "$2,400/mo" for a rental. */
export function PriceLabel({ listing, className }: PriceLabelProps) {
  const { t } = useTranslation('listings');
  const { price, period } = priceLabelParts(listing, useSettings());
  if (!price) return null;
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price}>
      <bdi>{price}</bdi>
      {period ? <span className={styles.period}>{t(`price.per.${period}`)}</span> : null}
    </span>
  );
}
