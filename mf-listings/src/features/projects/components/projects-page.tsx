import { Link, useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Pagination, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';

import gridStyles from '../../../components/list-grid.module.css';
import pageStyles from '../../../components/page.module.css';
import { ProjectCard } from '../../../components/project-card';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { pageFrom } from '../../../utils/page-param';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import styles from './projects.module.css';

/** `/projects`: the public projects, 12 a page. */
export function ProjectsPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useProjects(page);
  const labels = usePaginationLabels();
  useDocumentTitle(t('projects.title'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('projects.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (query.data.projects.length === 0) {
    content = (
      <EmptyState
        title={page > 1 && query.data.total > 0 ? t('lists.pastLastPage') : t('projects.empty')}
        action={<Link to="/properties">{t('lists.browseAll')}</Link>}
      />
    );
  } else {
    content = (
      <>
        <ul
          className={`${gridStyles.listGrid} ${query.isPlaceholderData ? styles.updating : ''}`}
          aria-label={t('projects.title')}
        >
          {query.data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={Math.ceil(query.data.total / PROJECTS_PAGE_SIZE)}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          labels={labels}
        />
      </>
    );
  }
  return (
    <div className={pageStyles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('projects.title')}</h1>
        <p className={styles.description}>{t('projects.description')}</p>
      </header>
      <section aria-busy={query.isPending || query.isPlaceholderData}>{content}</section>
    </div>
  );
}
