import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { addToCompare, COMPARE_LIMIT, removeFromCompare, useCompareList } from '../hooks/use-compare-list';
import type { Property } from '../types/listings';
import styles from './compare-toggle.module.css';

/**
 * "Add to compare" / "Remove from compare". On a card (`compact`) the button names the
 * property, so a page of cards has one distinct button per property.
 */
export function CompareToggle({ property, compact = false }: { property: Property; compact?: boolean }) {
  const { t } = useTranslation('listings');
  const compared = useCompareList().some((entry) => entry.id === property.id);
  const [refused, setRefused] = useState(false);

  const toggle = () => {
    if (compared) {
      removeFromCompare(property.id);
      setRefused(false);
      return;
    }
    setRefused(addToCompare(property) === 'full');
  };

  const text = compared ? t('compare.remove') : t('compare.add');
  const label = compact
    ? t(compared ? 'compare.removeNamed' : 'compare.addNamed', { title: property.title })
    : undefined;
  return (
    <div className={compact ? styles.compact : styles.toggle}>
      <button
        type="button"
        className={compared ? `${styles.button} ${styles.active}` : styles.button}
        aria-label={label}
        onClick={toggle}
      >
        {compact ? t('compare.short') : text}
      </button>
      {refused && !compared ? (
        <p className={styles.refused} role="alert">
          {t('compare.full', { limit: COMPARE_LIMIT })}
        </p>
      ) : null}
    </div>
  );
}
