import { Link, usePageParam } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
import { PropertyGrid } from '../../../../components/property-grid';
import { FEED_PAGE_SIZE, useRecommendations } from '../api/get-user-recommendation';
import styles from './personalised-feed.module.css';

/** mf-account's page where the user sets what the feed matches. */
const PREFERENCES_PATH = pagePaths.personaliseFeed;

/** `/user/feed`: the listings matching the signed-in user's preferences, best match first. */
export function PersonalisedFeedPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useRecommendations(page);
  useDocumentTitle(t('feed.title'));

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
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.properties.length, total: data.total })}
        page={page}
        pageSize={FEED_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('feed.loadFailed')}
        empty={
          <EmptyState
            title={t('feed.empty')}
            description={t('feed.emptyText')}
            action={<Link to={PREFERENCES_PATH}>{t('feed.setPreferences')}</Link>}
          />
        }
      >
        {(data) => <PropertyGrid properties={data.properties} label={t('feed.title')} />}
      </PagedResults>
    </div>
  );
}
