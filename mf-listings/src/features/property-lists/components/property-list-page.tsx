import { Link, useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import pageStyles from '../../../components/page.module.css';
import { PropertyGrid } from '../../../components/property-grid';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { LIST_PAGE_SIZE, useListedProperties, type PropertyListKind } from '../api/get-listed-properties';
import styles from './property-lists.module.css';

/** One of the property lists: a heading, what the list is, and its properties 12 a page. */
export function PropertyListPage({ kind }: { kind: PropertyListKind }) {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useListedProperties(kind, page);
  const labels = usePaginationLabels();
  const title = t(`lists.${kind}.title`);
  useDocumentTitle(title);

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('lists.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.properties.length === 0) {
    content = (
      <EmptyState
        title={page > 1 && query.data.total > 0 ? t('lists.pastLastPage') : t(`lists.${kind}.empty`)}
        action={<Link to="/properties">{t('lists.browseAll')}</Link>}
      />
    );
  } else {
    content = (
      <>
        <div className={query.isPlaceholderData ? styles.updating : undefined}>
          <PropertyGrid properties={query.data.properties} label={title} />
        </div>
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / LIST_PAGE_SIZE)}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page} data-testid={`property-list-${kind}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{t(`lists.${kind}.description`)}</p>
        {query.data && query.data.total > 0 ? (
          <p className={styles.count}>{t('lists.count', { count: query.data.total })}</p>
        ) : null}
      </header>
      <section aria-busy={query.isPending || query.isPlaceholderData}>{content}</section>
    </div>
  );
}

/** `/featured-properties`: listings with a running advertisement. */
export const FeaturedPropertiesPage = () => <PropertyListPage kind="featured" />;

/** `/most-viewed-properties`: the most viewed listings first. */
export const MostViewedPropertiesPage = () => <PropertyListPage kind="mostViewed" />;

/** `/most-favourite-properties`: the listings most people keep as favourites first. */
export const MostFavouritePropertiesPage = () => <PropertyListPage kind="mostFavourite" />;
