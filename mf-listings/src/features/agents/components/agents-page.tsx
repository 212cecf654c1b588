import { useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import gridStyles from '../../../components/list-grid.module.css';
import pageStyles from '../../../components/page.module.css';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { AGENTS_PAGE_SIZE, useAgents } from '../api/agents';
import { AgentCard } from './agent-card';
import styles from './agents.module.css';

/** `/agents`: every agent with public listings, the site's own entry first, 12 a page. */
export function AgentsPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useAgents(page);
  const labels = usePaginationLabels();
  useDocumentTitle(t('agents.title'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('agents.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.agents.length === 0) {
    content = <EmptyState title={t('agents.empty')} />;
  } else {
    content = (
      <>
        <ul className={`${gridStyles.listGrid} ${styles.grid}`} aria-label={t('agents.title')}>
          {query.data.agents.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / AGENTS_PAGE_SIZE)}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('agents.title')}</h1>
        {query.data ? <span className={styles.muted}>{t('agents.count', { count: query.data.total })}</span> : null}
      </div>
      {content}
    </div>
  );
}
