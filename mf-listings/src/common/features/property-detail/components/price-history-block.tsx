import { formatPrice } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { useSettings } from '@domus/shared/settings';
import { Spinner } from '@domus/shared/ui';
import { lazy, Suspense, useCallback } from 'react';

import { DetailBlock } from '../../../../components/detail-layout';
import layoutStyles from '../../../../components/detail-layout.module.css';
import type { Property } from '../../../../types/listings';
import { usePriceHistory } from '../api/get-price-history';
import { priceChangeOf, withStepChanges, type PriceChange } from '../price-history';
import styles from './property-detail.module.css';

// uPlot comes with the section only, on listings whose price has changed.
const PriceHistoryChart = lazy(() => import(/* webpackChunkName: "price-history-chart" */ './price-history-chart'));

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (locale: string) => {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dayFormats.set(locale, format);
  }
  return format;
};

const percentText = (change: PriceChange, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(change.percent / 100);

/** The listing's price history: a summary, a chart and the points as a table for screen readers. */
export function PriceHistoryBlock({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('listings');
  const settings = useSettings();
  const history = usePriceHistory(property.id, Number(property.price));
  const locale = i18n.language;
  const priceText = useCallback((price: number) => formatPrice(price, settings), [settings]);
  const dateText = useCallback((time: Date) => dayFormat(locale).format(time), [locale]);
  const points = history.data ?? [];
  const change = priceChangeOf(points);
  // One point is no history: the section appears once the price has changed.
  if (!change) return null;

  return (
    <DetailBlock headingId="property-price-history-heading" title={t('detail.priceHistory.title')}>
      <p className={styles.priceChange} data-direction={change.direction}>
        {t(`detail.priceHistory.summary.${change.direction}`, {
          percent: percentText(change, locale),
          date: dateText(new Date(change.since)),
        })}
      </p>
      {/* The chart's height is kept while its chunk loads, so nothing below moves. */}
      <div className={styles.chartSlot}>
        <Suspense fallback={<Spinner label={t('detail.priceHistory.loading')} />}>
          <PriceHistoryChart points={points} priceText={priceText} dateText={dateText} />
        </Suspense>
      </div>
      <table className={styles.visuallyHidden}>
        <caption>{t('detail.priceHistory.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.priceHistory.date')}</th>
            <th scope="col">{t('detail.priceHistory.price')}</th>
            <th scope="col">{t('detail.priceHistory.change')}</th>
          </tr>
        </thead>
        <tbody>
          {withStepChanges(points).map((point, index) => (
            <tr key={`${point.recorded_at}-${index}`}>
              <td>
                <time dateTime={point.recorded_at}>{dateText(new Date(point.recorded_at))}</time>
              </td>
              <td>
                <bdi>{priceText(point.price)}</bdi>
              </td>
              <td>
                {point.change
                  ? t(`detail.priceHistory.step.${point.change.direction}`, {
                      percent: percentText(point.change, locale),
                    })
                  : t('detail.priceHistory.step.first')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={layoutStyles.muted}>{t('detail.priceHistory.note')}</p>
    </DetailBlock>
  );
}
