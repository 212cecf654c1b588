import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { translatedName } from '@domus/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { pagePaths, propertyPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import pageStyles from '../../../../components/page.module.css';
import { PriceLabel } from '../../../../components/price-label';
import { clearCompare, removeFromCompare, useCompareList } from '../../../../hooks/use-compare-list';
import type { Property } from '../../../../types/listings';
import type { ListingSummary } from '../../../../lib/listing-summary';
import { addressLine, shownParameterValue } from '../../../../lib/listing-view';
import { useComparedProperties } from '../api/get-compared-properties';
import { parameterNamed, parameterNames } from '../lib/compare-table';
import styles from '../../../../common/features/compare-tray/compare.module.css';

const NONE = '—';

interface Column {
  summary: ListingSummary;
  /** Undefined while loading or after a failure, null when the property is gone. */
  property: Property | null | undefined;
  state: 'loading' | 'failed' | 'ready';
}

/** `/compare`: the chosen properties (at most four) side by side. */
export function ComparePage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(t('compare.title'));
  const chosen = useCompareList();
  const queries = useComparedProperties(chosen.map((entry) => entry.id));
  const columns = chosen.map((summary, index): Column => {
    const query = queries[index];
    return {
      summary,
      property: query?.data,
      state: query?.isError ? 'failed' : query?.isPending ? 'loading' : 'ready',
    };
  });

  if (chosen.length === 0) {
    return (
      <div className={pageStyles.page}>
        <h1 className={styles.heading}>{t('compare.title')}</h1>
        <EmptyState
          title={t('compare.empty')}
          description={t('compare.emptyText')}
          action={<Link to={pagePaths.properties}>{t('compare.browse')}</Link>}
        />
      </div>
    );
  }

  /** A row's cell for one column: the full record's value, or what is known while it loads. */
  const cell = (column: Column, render: (property: Property) => ReactNode): ReactNode => {
    if (column.state === 'loading') return <span className={styles.muted}>{t('state.loading')}</span>;
    if (column.state === 'failed') return <span className={styles.muted}>{t('compare.loadFailed')}</span>;
    if (!column.property) return <span className={styles.muted}>{t('compare.gone')}</span>;
    const value = render(column.property);
    return value === '' || value === null || value === undefined ? NONE : value;
  };

  const rows: [string, ReactNode, (property: Property) => ReactNode][] = [
    ['price', t('compare.price'), (property) => <PriceLabel listing={property} />],
    [
      'type',
      t('compare.type'),
      (property) =>
        t(`propertyType.${String(property.property_type)}`, { defaultValue: String(property.property_type) }),
    ],
    [
      'category',
      t('compare.category'),
      (property) => property.category?.category && <bdi>{translatedName(property.category)}</bdi>,
    ],
    ['city', t('compare.city'), (property) => property.city && <bdi>{property.city}</bdi>],
    ...parameterNames(columns.map((column) => column.property)).map(
      ({ name, label }): [string, ReactNode, (property: Property) => ReactNode] => [
        `parameter-${name}`,
        <bdi>{label}</bdi>,
        (property) => {
          const text = shownParameterValue(parameterNamed(property, name));
          return text === '' ? text : <bdi>{text}</bdi>;
        },
      ],
    ),
    [
      'facilities',
      t('compare.facilities'),
      (property) =>
        property.assign_facilities?.length ? (
          <ul className={styles.facilities}>
            {property.assign_facilities.map((facility) => (
              <li key={facility.id}>
                <bdi>{translatedName(facility)}</bdi>
                {facility.distance > 0 ? ` · ${t('detail.distance', { distance: facility.distance })}` : ''}
              </li>
            ))}
          </ul>
        ) : null,
    ],
    ['location', t('compare.location'), (property) => addressLine(property) && <bdi>{addressLine(property)}</bdi>],
  ];

  return (
    <div className={pageStyles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.heading}>{t('compare.title')}</h1>
        <button type="button" className={styles.textButton} onClick={clearCompare}>
          {t('compare.clear')}
        </button>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('compare.caption', { count: chosen.length })}</caption>
          <thead>
            <tr>
              <td />
              {columns.map(({ summary }) => (
                <th key={summary.id} scope="col">
                  <ListingImage src={summary.title_image} alt="" className={styles.photo} />
                  <Link to={propertyPagePath(summary.slug_id)} className={styles.titleLink}>
                    <bdi>{summary.title}</bdi>
                  </Link>
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={t('compare.removeNamed', { title: summary.title })}
                    onClick={() => removeFromCompare(summary.id)}
                  >
                    {t('compare.removeShort')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, label, render]) => (
              <tr key={key}>
                <th scope="row" className={styles.rowHead}>
                  {label}
                </th>
                {columns.map((column) => (
                  <td key={column.summary.id}>{cell(column, render)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
