import type { Advertisement } from '@domus/shared/contract';
import { Link, usePageParam, useSearchParams } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { ownPropertyPagePath, projectPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import { ListingTable } from '../../../../components/listing-table';
import styles from '../../../../components/listing-table.module.css';
import pageStyles from '../../../../components/page.module.css';
import { ADVERTISEMENTS_PAGE_SIZE, useAdvertisements, type AdvertisementFilter } from '../api/get-featured-data';

const filters: readonly AdvertisementFilter[] = ['', 'slider', 'list'];

function formatDate(value: string | null, locale: string) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

function AdvertisementRow({ advertisement }: { advertisement: Advertisement }) {
  const { t, i18n } = useTranslation('listings');
  const listing = advertisement.listing ?? advertisement.property ?? advertisement.project;
  const pagePathOf = advertisement.feature_for === 'project' ? projectPagePath : ownPropertyPagePath;
  return (
    <tr data-testid="advertisement-row">
      <td>
        <div className={styles.listing}>
          <ListingImage src={listing?.image} alt="" className={styles.thumb} />
          <div>
            {listing ? (
              <Link to={pagePathOf(listing.slug_id)}>
                <bdi>{listing.title}</bdi>
              </Link>
            ) : null}
            <div>
              {t(`advertisement.for.${advertisement.feature_for}`)}
              {listing?.city ? (
                <>
                  {' · '}
                  <bdi>{listing.city}</bdi>
                </>
              ) : null}
            </div>
          </div>
        </div>
      </td>
      <td>
        <span className={`${styles.badge} ${styles[advertisement.status] ?? ''}`}>
          {t(`advertisement.status.${advertisement.status}`, { defaultValue: advertisement.status })}
        </span>
      </td>
      <td>{t(`advertisement.type.${advertisement.type}`, { defaultValue: advertisement.type })}</td>
      <td>
        {t('advertisement.dates', {
          start: formatDate(advertisement.start_date, i18n.language),
          end: formatDate(advertisement.end_date, i18n.language) ?? t('advertisement.noEnd'),
        })}
      </td>
    </tr>
  );
}

/** `/user/advertisement`: the user's advertisements with status, type and dates. */
export function AdvertisementsPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = usePageParam();
  const typeParam = search.get('type') ?? '';
  const type: AdvertisementFilter = typeParam === 'slider' || typeParam === 'list' ? typeParam : '';
  const query = useAdvertisements(type, page);
  useDocumentTitle(t('advertisement.title'));

  /** Another type starts from its first page. */
  const chooseType = (nextType: AdvertisementFilter) => setSearch(nextType ? { type: nextType } : {});

  const content = (
    <ListingTable
      query={query}
      page={page}
      pageSize={ADVERTISEMENTS_PAGE_SIZE}
      onPageChange={setPage}
      failedTitle={t('advertisement.loadFailed')}
      empty={<EmptyState title={t('advertisement.empty')} description={t('advertisement.emptyText')} />}
      columns={[
        t('manage.column.listing'),
        t('manage.column.status'),
        t('advertisement.filterLabel'),
        t('advertisement.datesHeading'),
      ]}
      row={(advertisement) => <AdvertisementRow key={advertisement.id} advertisement={advertisement} />}
    />
  );

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('advertisement.title')}</h1>
        <div className={styles.actions} role="group" aria-label={t('advertisement.filterLabel')}>
          {filters.map((option) => (
            <button
              key={option || 'all'}
              type="button"
              className={styles.badge}
              aria-pressed={type === option}
              onClick={() => chooseType(option)}
            >
              {option ? t(`advertisement.type.${option}`) : t('advertisement.allTypes')}
            </button>
          ))}
        </div>
      </div>
      {content}
    </div>
  );
}
