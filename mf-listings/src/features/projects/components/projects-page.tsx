import { Link } from '@domus/shared/routing';
import { EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import gridStyles from '../../../components/list-grid.module.css';
import pageStyles from '../../../components/page.module.css';
import { PagedResults } from '../../../components/paged-results';
import { ProjectCard } from '../../../components/project-card';
import { usePageParam } from '../../../hooks/use-page-param';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import styles from './projects.module.css';

/** `/projects`: the public projects, 12 a page. */
export function ProjectsPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useProjects(page);
  useDocumentTitle(t('projects.title'));

  return (
    <div className={pageStyles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('projects.title')}</h1>
        <p className={styles.description}>{t('projects.description')}</p>
      </header>
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.projects.length, total: data.total })}
        page={page}
        pageSize={PROJECTS_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('projects.loadFailed')}
        empty={<EmptyState title={t('projects.empty')} action={<Link to="/properties">{t('lists.browseAll')}</Link>} />}
      >
        {(data) => (
          <ul className={gridStyles.listGrid} aria-label={t('projects.title')}>
            {data.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
