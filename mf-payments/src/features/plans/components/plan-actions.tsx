import type { Package, PaymentMethod } from '@domus/shared/contract';
import { Button, Spinner } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/payments.module.css';

export interface PlanActionsProps {
  plan: Package;
  signedIn: boolean;
  /** One of the user's running packages. */
  current: boolean;
  /** The enabled providers (undefined while they load; a visitor never has them). */
  methods: PaymentMethod[] | undefined;
  methodsFailed: boolean;
  busy: boolean;
  onTakeFree: (plan: Package) => void;
  onBuy: (plan: Package, method: PaymentMethod | null) => void;
}

/** A free plan is taken with one button; a paid one has a button per enabled provider. */
export function PlanActions({
  plan,
  signedIn,
  current,
  methods,
  methodsFailed,
  busy,
  onTakeFree,
  onBuy,
}: PlanActionsProps) {
  const { t } = useTranslation('payments');
  if (plan.package_type === 'free') {
    if (current) return <p className={styles.muted}>{t('plans.alreadyActive')}</p>;
    return (
      <Button disabled={busy} onClick={() => onTakeFree(plan)}>
        {t('plans.takeFree')}
      </Button>
    );
  }
  // Visitors cannot read the providers: buying sends them to sign in first.
  if (!signedIn) {
    return (
      <Button disabled={busy} onClick={() => onBuy(plan, null)}>
        {t('plans.buy')}
      </Button>
    );
  }
  if (methodsFailed) return <p className={styles.alert}>{t('plans.methodsError')}</p>;
  if (!methods) return <Spinner label={t('state.loading')} />;
  if (methods.length === 0) return <p className={styles.muted}>{t('plans.noPaymentMethod')}</p>;
  return (
    <>
      {methods.map((method) => (
        <Button key={method.provider} disabled={busy} onClick={() => onBuy(plan, method)}>
          {method.flow === 'bank_transfer' ? t('provider.bank_transfer') : <bdi>{method.name}</bdi>}
        </Button>
      ))}
    </>
  );
}
