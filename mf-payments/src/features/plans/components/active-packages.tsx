import type { UserPackage } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { FeatureUsage } from '../../../components/feature-limits';
import styles from '../../../components/payments.module.css';
import { formatDate } from '../../../lib/format-date';

/** The user's running packages, with what is left of each feature. */
export function ActivePackages({ packages }: { packages: UserPackage[] }) {
  const { t, i18n } = useTranslation('payments');
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="plans-current">
      <h2 id="plans-current" className={styles.subtitle}>
        {t('plans.yourPackages')}
      </h2>
      <ul className={styles.plans}>
        {packages.map((active) => (
          <li key={active.id} className={`${styles.card} ${styles.current}`} aria-label={translatedName(active)}>
            <h3>
              <bdi>{translatedName(active)}</bdi>
            </h3>
            <p className={styles.muted}>
              {t('subscriptions.period', {
                start: formatDate(active.start_date, i18n.language),
                end: formatDate(active.end_date, i18n.language),
              })}
            </p>
            <FeatureUsage
              features={active.features}
              label={t('subscriptions.usage', { name: translatedName(active) })}
            />
          </li>
        ))}
      </ul>
      <p>
        <Link to={pagePaths.subscriptions}>{t('links.subscriptions')}</Link>
      </p>
    </section>
  );
}
