import { usePageParam, useParams, useSearchParams } from '@domus/shared/routing';
import { Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import { NotFoundMessage } from '../../../../components/not-found-message';
import pageStyles from '../../../../components/page.module.css';
import { PageStates } from '../../../../components/page-states';
import { usePaginationLabels } from '../../../../hooks/use-pagination-labels';
import { AGENT_LISTINGS_PAGE_SIZE, useAgentPage, type AgentListingKind } from '../api/agents';
import { AgentBadges } from './agent-badges';
import { AgentListings } from './agent-listings';
import styles from './agents.module.css';
import { EmailLink } from '../../../../components/email-link';

const kinds: readonly AgentListingKind[] = ['properties', 'projects'];

/** `/agents/:slug_id`: the agent and their properties or (`?view=projects`) projects, 12 a page. */
export function AgentPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const kind: AgentListingKind = search.get('view') === 'projects' ? 'projects' : 'properties';
  const [page, setPage] = usePageParam();
  const isAdmin = search.get('admin') === '1';
  const query = useAgentPage({ slugId, kind, page, isAdmin });
  const labels = usePaginationLabels();
  useDocumentTitle(query.data?.customer.name ?? t('agents.title'));

  /** Keeps `admin` and starts the other view from its first page (the properties view is left out of the URL). */
  const chooseKind = (nextKind: AgentListingKind) => {
    const next = new URLSearchParams();
    if (isAdmin) next.set('admin', '1');
    if (nextKind === 'projects') next.set('view', 'projects');
    setSearch(next);
  };

  return (
    <PageStates
      query={query}
      found={(reply) => reply}
      failedTitle={t('agents.loadFailed')}
      notFound={
        <NotFoundMessage
          title={t('agents.notFound')}
          text={t('agents.notFoundText')}
          backTo={pagePaths.agents}
          backLabel={t('agents.back')}
        />
      }
    >
      {(reply) => {
        const agent = reply.customer;
        const counts = { properties: agent.property_count, projects: agent.projects_count };
        return (
          <div className={pageStyles.page}>
            <section className={styles.profile}>
              <ListingImage src={agent.profile} alt="" className={styles.photo} />
              <div className={styles.profileText}>
                <h1 className={styles.title}>
                  <bdi>{agent.name}</bdi>
                </h1>
                <AgentBadges agent={agent} />
                {agent.email ? <EmailLink email={agent.email} /> : null}
              </div>
            </section>
            <div className={styles.toggle} role="group" aria-label={t('agents.listingsOf', { name: agent.name })}>
              {kinds.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={styles.toggleButton}
                  aria-pressed={kind === option}
                  onClick={() => chooseKind(option)}
                >
                  {t(`agents.${option}Toggle`, { count: counts[option] })}
                </button>
              ))}
            </div>
            {/* The previous page stays in the cache while the next loads; it may be of the other kind. */}
            {query.isPlaceholderData ? (
              <Spinner label={t('state.loading')} />
            ) : (
              <AgentListings page={reply} kind={kind} />
            )}
            <Pagination
              page={page}
              pageCount={Math.ceil(reply.total / AGENT_LISTINGS_PAGE_SIZE)}
              onPageChange={setPage}
              labels={labels}
            />
          </div>
        );
      }}
    </PageStates>
  );
}
