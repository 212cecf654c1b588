import { searchTextMaxLength } from '@domus/shared/contract/limits';
import { isolate } from '@domus/shared/format';
import { Link, usePageParam, useSearchParams } from '@domus/shared/routing';
import { Button, EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { useId } from 'react';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { DraftInput } from '../../../../components/draft-input';
import gridStyles from '../../../../components/list-grid.module.css';
import pageStyles from '../../../../components/page.module.css';
import { PageHeader } from '../../../../components/page-header';
import { PagedResults } from '../../../../components/paged-results';
import { ProjectCard } from '../../../../components/project-card';
import { PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import formStyles from '../../../../components/form/form.module.css';
import styles from './projects.module.css';

/** `/projects`: the public projects, 12 a page; `?search=` narrows them (the home search's Projects tab). */
export function ProjectsPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim().slice(0, searchTextMaxLength);
  const query = useProjects(page, search);
  const searchId = useId();
  useDocumentTitle(t('projects.title'));

  const changeSearch = (text: string) =>
    setSearchParams(() => {
      const params = new URLSearchParams();
      if (text.trim()) params.set('search', text.trim());
      return params;
    });

  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('projects.title')} description={t('projects.description')}>
        <form
          role="search"
          className={`${formStyles.field} ${styles.search}`}
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={searchId}>{t('projects.search')}</label>
          <DraftInput
            id={searchId}
            type="search"
            maxLength={searchTextMaxLength}
            value={search}
            placeholder={t('filters.searchPlaceholder')}
            onCommit={changeSearch}
          />
        </form>
      </PageHeader>
      <PagedResults
        query={query}
        counts={(data) => ({ shown: data.projects.length, total: data.total })}
        page={page}
        pageSize={PROJECTS_PAGE_SIZE}
        onPageChange={setPage}
        failedTitle={t('projects.loadFailed')}
        empty={
          search ? (
            <EmptyState
              title={t('projects.noMatch', { search: isolate(search) })}
              action={
                <Button variant="secondary" onClick={() => changeSearch('')}>
                  {t('projects.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('projects.empty')}
              action={<Link to={pagePaths.properties}>{t('lists.browseAll')}</Link>}
            />
          )
        }
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
