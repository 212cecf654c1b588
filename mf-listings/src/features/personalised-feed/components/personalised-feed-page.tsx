import { Link, useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import pageStyles from '../../../components/page.module.css';
import { PropertyGrid } from '../../../components/property-grid';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { FEED_PAGE_SIZE, useRecommendations } from '../api/get-user-recommendation';
import styles from './personalised-feed.module.css';

/** mf-account's page where the user sets what the feed matches. */
const PREFERENCES_PATH = '/user/personalize-feed';

/** `/user/personalised-feed`: the listings matching the signed-in user's preferences, best match first. */
export function PersonalisedFeedPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useRecommendations(page);
  const labels = usePaginationLabels();
  useDocumentTitle(t('feed.title'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('feed.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.properties.length === 0) {
    content =
      page > 1 && query.data.total > 0 ? (
        <EmptyState
          title={t('lists.pastLastPage')}
          action={<Link to="/user/personalised-feed">{t('feed.firstPage')}</Link>}
        />
      ) : (
        <EmptyState
          title={t('feed.empty')}
          description={t('feed.emptyText')}
          action={<Link to={PREFERENCES_PATH}>{t('feed.setPreferences')}</Link>}
        />
      );
  } else {
    content = (
      <>
        <div className={query.isPlaceholderData ? styles.updating : undefined}>
          <PropertyGrid properties={query.data.properties} label={t('feed.title')} />
        </div>
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / FEED_PAGE_SIZE)}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('feed.title')}</h1>
          <p className={styles.description}>{t('feed.description')}</p>
        </div>
        <Link to={PREFERENCES_PATH} className={styles.preferences}>
          {t('feed.editPreferences')}
        </Link>
      </header>
      <section aria-busy={query.isPending || query.isPlaceholderData}>{content}</section>
    </div>
  );
}
