import { Link, usePageParam } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import pageStyles from '../../../../components/page.module.css';
import { PageHeader } from '../../../../components/page-header';
import { PagedResults } from '../../../../components/paged-results';
import { PropertyGrid } from '../../../../components/property-grid';
import { LIST_PAGE_SIZE, useListedProperties, type PropertyListKind } from '../api/get-listed-properties';
import styles from './property-lists.module.css';

/** One of the property lists: a heading, what the list is, and its properties 12 a page. */
export function PropertyListPage({ kind }: { kind: PropertyListKind }) {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useListedProperties(kind, page);
  const title = t(`lists.${kind}.title`);
  useDocumentTitle(title);

  return (
    <div className={pageStyles.page} data-testid={`property-list-${kind}`}>
      <PageHeader title={title} description={t(`lists.${kind}.description`)}>
        {query.data && query.data.total > 0 ? (
          <p className={styles.count}>{t('lists.count', { count: query.data.total })}</p>
        ) : null}
      </PageHeader>
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.properties.length, total: data.total })}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('lists.loadFailed')}
        empty={
          <EmptyState
            title={t(`lists.${kind}.empty`)}
            action={<Link to={pagePaths.properties}>{t('lists.browseAll')}</Link>}
          />
        }
      >
        {(data) => <PropertyGrid properties={data.properties} label={title} />}
      </PagedResults>
    </div>
  );
}

/** `/featured-properties`: listings with a running advertisement. */
export const FeaturedPropertiesPage = () => <PropertyListPage kind="featured" />;

/** `/most-viewed-properties`: the most viewed listings first. */
export const MostViewedPropertiesPage = () => <PropertyListPage kind="mostViewed" />;

/** `/most-favourite-properties`: the listings most people keep as favourites first. */
export const MostFavouritePropertiesPage = () => <PropertyListPage kind="mostFavourite" />;
