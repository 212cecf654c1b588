import { Link, usePageParam } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import styles from '../../../../components/listing-table.module.css';
import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
import { PropertyGrid } from '../../../../components/property-grid';
import { FAVOURITES_PAGE_SIZE, useFavourites } from '../api/get-favourite-property';

/** `/user/favorites-properties`: the user's favourite properties as cards. */
export function FavouritesPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useFavourites(page);
  useDocumentTitle(t('favourites.title'));

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('favourites.title')}</h1>
      </div>
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.items.length, total: data.total })}
        page={page}
        pageSize={FAVOURITES_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('favourites.loadFailed')}
        empty={
          <EmptyState
            title={t('favourites.empty')}
            description={t('favourites.emptyText')}
            action={<Link to={pagePaths.properties}>{t('notFound.property.back')}</Link>}
          />
        }
      >
        {(data) => <PropertyGrid properties={data.items} label={t('favourites.title')} />}
      </PagedResults>
    </div>
  );
}
