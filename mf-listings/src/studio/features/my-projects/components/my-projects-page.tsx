import { Link, usePageParam } from '@domus/shared/routing';
import { buttonClassName, EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';
import { editProjectPath, pagePaths, projectPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import { ListingTable } from '../../../../components/listing-table';
import styles from '../../../../components/listing-table.module.css';
import { StatusBadge, useActiveSwitch, useFeatureAndDelete } from '../../../../components/owner-row';
import pageStyles from '../../../../components/page.module.css';
import { useRenewal } from '../../../../components/renewal';
import type { OwnProject } from '../../../../types/listings';
import { actionsAllowed, listingState } from '../../../../lib/listing-state';
import {
  MY_PROJECTS_PAGE_SIZE,
  useChangeProjectStatus,
  useDeleteProject,
  useFeatureProject,
  useMyProjects,
  useRenewProject,
} from '../api/my-projects';

function MyProjectRow({ project }: { project: OwnProject }) {
  const { t } = useTranslation('listings');
  const requestStatus = project.request_status;
  const active = project.status === 1;
  const type = project.type;
  const state = listingState({ requestStatus, active });
  const allowed = actionsAllowed(state);
  const { activeSwitch, statusError } = useActiveSwitch(project.id, active, useChangeProjectStatus());
  const renewal = useRenewal(project, useRenewProject());
  const { buttons, dialogs } = useFeatureAndDelete({
    id: project.id,
    title: project.title,
    featurable: allowed.feature,
    featurePackage: 'project_feature',
    remove: useDeleteProject(),
    feature: useFeatureProject(),
  });

  return (
    <tr data-testid="my-project-row">
      <td>
        <div className={styles.listing}>
          <ListingImage src={project.image} alt="" className={styles.thumb} />
          <Link to={projectPagePath(project.slug_id)}>
            <bdi>{project.title}</bdi>
          </Link>
        </div>
      </td>
      <td>
        <StatusBadge state={state} error={statusError}>
          {renewal.badge}
        </StatusBadge>
        {renewal.error}
      </td>
      <td>{type ? t(`projectType.${type}`, { defaultValue: type }) : null}</td>
      <td>
        <div className={styles.actions}>
          {renewal.button}
          {allowed.activeSwitch ? activeSwitch : null}
          <Link
            to={editProjectPath(project.slug_id)}
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
          >
            {t('manage.edit')}
          </Link>
          {buttons}
        </div>
        {dialogs}
      </td>
    </tr>
  );
}

/** `/user/my-projects`: the owner's table of projects. */
export function MyProjectsPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useMyProjects(page);
  useDocumentTitle(t('manage.myProjects'));

  const content = (
    <ListingTable
      query={query}
      page={page}
      pageSize={MY_PROJECTS_PAGE_SIZE}
      onPageChange={setPage}
      failedTitle={t('manage.loadFailed')}
      empty={
        <EmptyState
          title={t('manage.noProjects')}
          action={<Link to={pagePaths.addProject}>{t('form.addProject')}</Link>}
        />
      }
      columns={[
        t('manage.column.listing'),
        t('manage.column.status'),
        t('manage.column.type'),
        t('manage.column.actions'),
      ]}
      row={(project) => <MyProjectRow key={project.id} project={project} />}
    />
  );
  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('manage.myProjects')}</h1>
        <Link to={pagePaths.addProject}>{t('form.addProject')}</Link>
      </div>
      {content}
    </div>
  );
}
