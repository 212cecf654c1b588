import { Link, useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import styles from '../../../components/listing-table.module.css';
import pageStyles from '../../../components/page.module.css';
import { PropertyGrid } from '../../../components/property-grid';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { FAVOURITES_PAGE_SIZE, useFavourites } from '../api/get-favourite-property';

/** `/user/favorites-properties`: the user's favourite properties as cards. */
export function FavouritesPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useFavourites(page);
  const labels = usePaginationLabels();
  useDocumentTitle(t('favourites.title'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('favourites.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        title={t('favourites.empty')}
        description={t('favourites.emptyText')}
        action={<Link to="/properties">{t('notFound.property.back')}</Link>}
      />
    );
  } else {
    content = (
      <>
        <PropertyGrid properties={query.data.items} label={t('favourites.title')} />
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / FAVOURITES_PAGE_SIZE)}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('favourites.title')}</h1>
      </div>
      {content}
    </div>
  );
}
