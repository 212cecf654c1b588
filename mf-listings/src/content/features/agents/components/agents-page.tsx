import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { usePageParam } from '@domus/shared/routing';
import { useTranslation } from '@domus/shared/i18n';

import cardStyles from '../../../../components/card-grid.module.css';
import pageStyles from '../../../../components/page.module.css';
import { PagedResults } from '../../../../components/paged-results';
import { AGENTS_PAGE_SIZE, useAgents } from '../api/agents';
import { AgentCard } from './agent-card';
import styles from './agents.module.css';

/** `/agents`: every agent with public listings, the site's own entry first, 12 a page. */
export function AgentsPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useAgents(page);
  useDocumentTitle(t('agents.title'));

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('agents.title')}</h1>
        {query.data ? <span className={styles.muted}>{t('agents.count', { count: query.data.total })}</span> : null}
      </div>
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.agents.length, total: data.total })}
        page={page}
        pageSize={AGENTS_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('agents.loadFailed')}
        empty={<EmptyState title={t('agents.empty')} />}
      >
        {(data) => (
          <ul className={cardStyles.cardGrid} aria-label={t('agents.title')}>
            {data.agents.map((agent) => (
              <li key={agent.id}>
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
