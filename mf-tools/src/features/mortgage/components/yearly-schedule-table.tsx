import type { MortgageYear } from '@domus/shared/contract';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import toolStyles from '../../../components/tools.module.css';
import { useMoney } from '../../../lib/use-money';
import styles from './mortgage.module.css';

/** The schedule year by year; each year opens onto its twelve months. */
export function YearlyScheduleTable({ years }: { years: MortgageYear[] }) {
  const { t } = useTranslation('tools');
  const money = useMoney();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <table className={toolStyles.table}>
      <caption>{t('schedule.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('schedule.year')}</th>
          <th scope="col">{t('schedule.principal')}</th>
          <th scope="col">{t('schedule.interest')}</th>
          <th scope="col">{t('schedule.balance')}</th>
        </tr>
      </thead>
      {years.map((year) => {
        const expanded = open.has(year.year);
        return (
          <tbody key={year.year}>
            <tr>
              <th scope="row">
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  onClick={() => toggle(year.year)}
                >
                  {t('schedule.yearLabel', { year: year.year })}
                </button>
              </th>
              <td>{money(year.principal_amount)}</td>
              <td>{money(year.interest_paid)}</td>
              <td>{money(year.remaining_balance)}</td>
            </tr>
            {expanded
              ? year.monthly_totals.map((month) => (
                  <tr key={month.month} className={styles.monthRow}>
                    <th scope="row">{t('schedule.monthLabel', { month: month.month })}</th>
                    <td>{money(month.principal_amount)}</td>
                    <td>{money(month.payable_interest)}</td>
                    <td>{money(month.remaining_balance)}</td>
                  </tr>
                ))
              : null}
          </tbody>
        );
      })}
    </table>
  );
}
