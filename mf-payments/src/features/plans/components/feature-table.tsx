import type { Package, PackageFeature } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { featureName, limitText } from '../../../components/feature-limits';
import styles from '../../../components/payments.module.css';

/** Every feature a package may include, against every plan: its limit, "Unlimited" or "Not included". */
export function FeatureTable({ plans, features }: { plans: Package[]; features: PackageFeature[] }) {
  const { t, i18n } = useTranslation('payments');
  if (plans.length === 0 || features.length === 0) return null;
  return (
    <section aria-labelledby="plans-compare">
      <h2 id="plans-compare" className={styles.subtitle}>
        {t('plans.compare')}
      </h2>
      {/* Wider than a phone: it scrolls, so the keyboard must reach it too. */}
      <div className={styles.tableWrap} role="region" aria-labelledby="plans-compare" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('plans.feature')}</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  <bdi>{translatedName(plan)}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr key={feature.key}>
                <th scope="row">{featureName(feature, t)}</th>
                {plans.map((plan) => (
                  <td key={plan.id}>
                    {limitText(
                      plan.features.find((included) => included.key === feature.key),
                      t,
                      i18n.language,
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
