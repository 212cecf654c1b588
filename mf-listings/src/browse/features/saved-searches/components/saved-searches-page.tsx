import { useTranslation } from '@domus/shared/i18n';
import { Link, usePageParam } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { pagePaths } from '@domus/shared/contract/page-paths';

import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
import { SAVED_SEARCHES_PAGE_SIZE, useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchCard } from './saved-search-card';
import styles from './saved-searches.module.css';

/** `/user/saved-searches`: the member's saved searches, newest first, with their alerts and matches. */
export function SavedSearchesPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useSavedSearches(page);
  useDocumentTitle(t('savedSearches.title'));

  return (
    <div className={pageStyles.page}>
      <h1 className={styles.title}>{t('savedSearches.title')}</h1>
      <p className={styles.intro}>{t('savedSearches.intro')}</p>
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.items.length, total: data.total })}
        page={page}
        pageSize={SAVED_SEARCHES_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('savedSearches.loadFailed')}
        empty={
          <EmptyState
            title={t('savedSearches.empty')}
            description={t('savedSearches.emptyText')}
            action={<Link to={pagePaths.properties}>{t('savedSearches.startSearch')}</Link>}
          />
        }
      >
        {(data) => (
          <ul className={styles.list} aria-label={t('savedSearches.title')}>
            {data.items.map((search) => (
              <li key={search.id}>
                <SavedSearchCard search={search} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
