import type { MortgageTotals } from '@domus/shared/contract';
import { useId } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from './mortgage.module.css';
import { useMoney } from '../../../lib/use-money';

/** The figures everyone sees: the instalment first, then what the loan costs in all. */
export function MortgageSummary({ totals, note }: { totals: MortgageTotals; note?: string }) {
  const { t } = useTranslation('tools');
  const money = useMoney();
  const headingId = useId();
  const figures = [
    { label: t('mortgage.monthlyEmi'), value: totals.monthly_emi, main: true },
    { label: t('mortgage.principal'), value: totals.principal_amount },
    { label: t('mortgage.downPayment'), value: totals.down_payment },
    { label: t('mortgage.totalInterest'), value: totals.payable_interest },
    { label: t('mortgage.totalPayable'), value: totals.total_amount, hint: t('mortgage.totalPayableHint') },
  ];
  return (
    <section className={styles.summary} aria-labelledby={headingId} aria-live="polite">
      <h2 id={headingId}>{t('mortgage.results')}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={figure.main ? `${styles.figure} ${styles.main}` : styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{money(figure.value)}</dd>
            {figure.hint ? <dd className={styles.hint}>{figure.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
