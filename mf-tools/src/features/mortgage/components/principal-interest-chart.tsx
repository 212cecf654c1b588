import type { MortgageYear } from '@domus/shared/contract';
import { useId } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from './mortgage.module.css';
import { useMoney } from '../../../lib/use-money';

const height = 160;
const labelBand = 16;
const slot = 24;
const bar = 16;

/**
 * One stacked bar per year: principal repaid at the bottom, interest on top, all on one scale,
 * so the shift from interest to principal over the term shows at a glance. Every bar has a
 * title; the schedule table beside it holds the same figures for screen readers.
 */
export function PrincipalInterestChart({ years }: { years: MortgageYear[] }) {
  const { t } = useTranslation('tools');
  const money = useMoney();
  const titleId = useId();
  const largest = Math.max(...years.map((year) => year.principal_amount + year.interest_paid), 0.01);
  const scale = (amount: number) => (amount / largest) * (height - labelBand);
  const width = years.length * slot;

  return (
    <figure className={styles.schedule}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="xMinYMax meet"
      >
        <title id={titleId}>{t('schedule.chart')}</title>
        {years.map((year, index) => {
          const principal = scale(year.principal_amount);
          const interest = scale(year.interest_paid);
          const x = index * slot + (slot - bar) / 2;
          const base = height - labelBand;
          return (
            <g key={year.year} data-testid="chart-year">
              <title>
                {t('schedule.chartYear', {
                  year: year.year,
                  principal: money(year.principal_amount),
                  interest: money(year.interest_paid),
                })}
              </title>
              <rect className={styles.principalBar} x={x} y={base - principal} width={bar} height={principal} />
              <rect
                className={styles.interestBar}
                x={x}
                y={base - principal - interest}
                width={bar}
                height={interest}
              />
              {year.year === 1 || year.year % 5 === 0 ? (
                <text x={x + bar / 2} y={height - 3} fontSize="10" textAnchor="middle">
                  {year.year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.principalBar}`} aria-hidden="true" />
            {t('schedule.legendPrincipal')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.interestBar}`} aria-hidden="true" />
            {t('schedule.legendInterest')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
