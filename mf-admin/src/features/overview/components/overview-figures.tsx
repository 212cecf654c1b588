import { operatorSeries, type OperatorOverview } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { ErrorState, Spinner } from '@domus/shared/ui';
import { useMemo } from 'react';

import { useOverview } from '../api/overview';
import { dayFormatter, formatMoney, queuePath, queues, summarise } from '../lib/figures';
import { BarChart } from './bar-chart';
import styles from './overview.module.css';

/** Number and date formats of the page's language. */
function useFormats() {
  const { i18n } = useTranslation('admin');
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    return {
      language,
      rtl: i18n.dir(language) === 'rtl',
      count: (value: number) => number.format(value),
      day: dayFormatter(language),
      longDay: dayFormatter(language, { day: 'numeric', month: 'long', year: 'numeric' }),
    };
  }, [i18n, language]);
}

type Formats = ReturnType<typeof useFormats>;

function Waiting({ waiting, formats }: { waiting: OperatorOverview['waiting']; formats: Formats }) {
  const { t } = useTranslation('admin');
  const nothing = queues.every((queue) => waiting[queue] === 0);
  return (
    <section className={styles.section} aria-labelledby="overview-waiting">
      <h2 id="overview-waiting" className={styles.sectionTitle}>
        {t('overview.waiting')}
      </h2>
      {nothing ? <p className={styles.quiet}>{t('overview.nothingWaits')}</p> : null}
      <ul className={styles.cards}>
        {queues.map((queue) => {
          const path = queuePath(queue);
          const label = t(`overview.queues.${queue}`);
          const number = <span className={styles.number}>{formats.count(waiting[queue])}</span>;
          return (
            <li key={queue} className={styles.card}>
              {path ? (
                <Link to={path} className={styles.cardLink}>
                  {number}
                  <span>{label}</span>
                </Link>
              ) : (
                <>
                  {number}
                  <span>{label}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Today({ today, formats }: { today: OperatorOverview['today']; formats: Formats }) {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.section} aria-labelledby="overview-today">
      <h2 id="overview-today" className={styles.sectionTitle}>
        {t('overview.today')}
      </h2>
      <p className={styles.quiet}>{t('overview.todaySince')}</p>
      <ul className={styles.cards}>
        {operatorSeries.map((series) => (
          <li key={series} className={styles.card}>
            <span className={styles.number}>{formats.count(today[series])}</span>
            <span>{t(`overview.series.${series}`)}</span>
            {series === 'payments' && today.payment_totals.length > 0 ? (
              <ul className={styles.totals}>
                {today.payment_totals.map((total) => (
                  <li key={total.currency}>
                    {t('overview.paymentTotal', {
                      amount: formatMoney(total.amount, total.currency, formats.language),
                      payments: formats.count(total.count),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Daily({ daily, formats }: { daily: OperatorOverview['daily']; formats: Formats }) {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.section} aria-labelledby="overview-daily">
      <h2 id="overview-daily" className={styles.sectionTitle}>
        {t('overview.daily')}
      </h2>
      <div className={styles.charts}>
        {operatorSeries.map((series) => {
          const { total, busiest } = summarise(daily, series);
          const summary = busiest
            ? t('overview.chartSummary', {
                total: formats.count(total),
                day: formats.longDay(busiest.day),
                busiest: formats.count(busiest.count),
              })
            : t('overview.chartNone');
          return (
            <BarChart
              key={series}
              title={t(`overview.series.${series}`)}
              summary={summary}
              values={daily.map((day) => ({ day: day.day, count: day[series] }))}
              rtl={formats.rtl}
              formatDay={formats.longDay}
              formatCount={formats.count}
              labels={{ day: t('overview.day'), count: t('overview.count') }}
            />
          );
        })}
      </div>
    </section>
  );
}

/** The overview's figures: what waits in each queue, today, and the last 30 days as charts. */
export function OverviewFigures() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const overview = useOverview();
  const formats = useFormats();
  if (overview.isPending) return <Spinner label={t('state.loading')} />;
  if (overview.isError) {
    return (
      <ErrorState
        title={t('overview.error')}
        message={errorText(overview.error)}
        onRetry={() => void overview.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  const { waiting, today, daily } = overview.data;
  return (
    <>
      <Waiting waiting={waiting} formats={formats} />
      <Today today={today} formats={formats} />
      <Daily daily={daily} formats={formats} />
    </>
  );
}
