import type { Package } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import type { PriceSettings } from '@domus/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/payments.module.css';
import { planDuration } from '../../../lib/duration';
import { formatMoney } from '../../../lib/money';

export interface PlanCardProps {
  plan: Package;
  /** One of the user's running packages. */
  current: boolean;
  settings: PriceSettings | undefined;
  /** The buttons (or the reason there are none). */
  children: ReactNode;
}

/** One plan: name, price ("Free" or two decimals with the currency), duration, what to do. */
export function PlanCard({ plan, current, settings, children }: PlanCardProps) {
  const { t } = useTranslation('payments');
  const headingId = `plan-${plan.id}`;
  const free = plan.package_type === 'free' || plan.price <= 0;
  return (
    <li className={current ? `${styles.card} ${styles.current}` : styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <bdi>{translatedName(plan)}</bdi>
      </h2>
      {current ? <span className={styles.badge}>{t('plans.currentBadge')}</span> : null}
      <p className={styles.price}>{free ? t('plans.free') : formatMoney(plan.price, plan.currency, settings)}</p>
      <p className={styles.muted}>{planDuration(plan.duration, t)}</p>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}
