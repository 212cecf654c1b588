import { isCountedFeature, type PackageFeatureLimit, type UserPackageFeature } from '@domus/shared/contract';
import { Fragment } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from './payments.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** What a plan gives of a feature: its limit, "Unlimited", "Included" (uncounted features) or "Not included". */
export function limitText(feature: PackageFeatureLimit | undefined, t: Translate, language: string): string {
  if (!feature) return t('features.notIncluded');
  if (!isCountedFeature(feature.key)) return t('features.included');
  if (feature.limit_type === 'unlimited' || feature.limit === null) return t('features.unlimited');
  return new Intl.NumberFormat(language).format(feature.limit);
}

/** What a subscription has used of a feature: "3 / 25", "Unlimited" or "Included". */
export function usageText(feature: UserPackageFeature, t: Translate): string {
  if (!isCountedFeature(feature.key)) return t('features.included');
  if (feature.limit_type === 'unlimited' || feature.total_limit === null) return t('features.unlimited');
  return t('features.used', { used: feature.used_limit, total: feature.total_limit });
}

/** A package feature's name in the page's language (the API names it in English). */
export function featureName(feature: { key: string; name: string }, t: Translate): string {
  return t(`features.name.${feature.key}`, { defaultValue: feature.name });
}

/** Each feature of a subscription with what is used of it. */
export function FeatureUsage({ features, label }: { features: UserPackageFeature[]; label: string }) {
  const { t } = useTranslation('payments');
  if (features.length === 0) return null;
  return (
    <dl className={styles.usage} aria-label={label}>
      {features.map((feature) => (
        <Fragment key={feature.key}>
          <dt>{featureName(feature, t)}</dt>
          <dd>{usageText(feature, t)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
