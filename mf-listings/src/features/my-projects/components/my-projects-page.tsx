import { listingMessages } from '@domus/shared/contract';
import { useGuard } from '@domus/shared/guards';
import { Link, useNavigate, useSearchParams } from '@domus/shared/routing';
import { Button, EmptyState, useDocumentTitle } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { ConfirmDeleteDialog, FeatureDialog } from '../../../components/feature-dialog';
import { ListingImage } from '../../../components/listing-image';
import { ListingTable } from '../../../components/listing-table';
import styles from '../../../components/listing-table.module.css';
import pageStyles from '../../../components/page.module.css';
import { useMessageText } from '../../../hooks/use-message-text';
import type { Project } from '../../../types/listings';
import { pageFrom } from '../../../utils/page-param';
import {
  MY_PROJECTS_PAGE_SIZE,
  useChangeProjectStatus,
  useDeleteProject,
  useFeatureProject,
  useMyProjects,
} from '../api/my-projects';

function MyProjectRow({ project }: { project: Project }) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'delete' | 'feature' | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const changeStatus = useChangeProjectStatus();
  const remove = useDeleteProject();
  const feature = useFeatureProject();
  const featureGuard = useGuard({ package: 'project_feature' });
  const requestStatus = String(project.request_status ?? 'pending');
  const approved = requestStatus === 'approved';
  const active = project.status === 1;
  const type = String(project.type ?? '');
  const close = () => {
    setActionError(null);
    setDialog(null);
  };

  return (
    <tr data-testid="my-project-row">
      <td>
        <div className={styles.listing}>
          <ListingImage src={project.image} alt="" className={styles.thumb} />
          <Link to={`/project-details/${encodeURIComponent(project.slug_id)}`}>{project.title}</Link>
        </div>
      </td>
      <td>
        <div className={styles.badges}>
          <span className={`${styles.badge} ${styles[requestStatus] ?? ''}`}>
            {t(`manage.requestStatus.${requestStatus}`, { defaultValue: requestStatus })}
          </span>
          <span className={`${styles.badge} ${active ? styles.active : ''}`}>
            {t(active ? 'manage.active' : 'manage.inactive')}
          </span>
        </div>
        {statusError ? (
          <p className={styles.error} role="alert">
            {statusError}
          </p>
        ) : null}
      </td>
      <td>{type ? t(`projectType.${type}`, { defaultValue: type }) : null}</td>
      <td>
        <div className={styles.actions}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={active}
              disabled={!approved || changeStatus.isPending}
              title={approved ? undefined : t('manage.switchNeedsApproval')}
              onChange={(event) => {
                setStatusError(null);
                changeStatus.mutate(
                  { id: project.id, active: event.target.checked },
                  {
                    onError: () => {
                      const message = messageText(listingMessages.statusUpdateFailed);
                      setStatusError(message);
                      toast.error(message);
                    },
                  },
                );
              }}
            />
            {t('manage.activeSwitch')}
          </label>
          <Link to={`/user/edit-project/${encodeURIComponent(project.slug_id)}`}>{t('manage.edit')}</Link>
          {approved ? (
            <Button
              variant="secondary"
              size="small"
              disabled={featureGuard.checking}
              onClick={() => featureGuard.attempt(() => setDialog('feature'))}
            >
              {t('manage.feature')}
            </Button>
          ) : null}
          <Button variant="ghost" size="small" onClick={() => setDialog('delete')}>
            {t('manage.delete')}
          </Button>
        </div>
        {featureGuard.dialog}
        {dialog === 'delete' ? (
          <ConfirmDeleteDialog
            title={project.title}
            pending={remove.isPending}
            error={actionError}
            onClose={close}
            onConfirm={() =>
              remove.mutate(project.id, {
                onSuccess: () => {
                  setDialog(null);
                  toast.success(t('manage.deleted', { title: project.title }));
                },
                onError: (error) => setActionError(error.message),
              })
            }
          />
        ) : null}
        {dialog === 'feature' ? (
          <FeatureDialog
            title={project.title}
            pending={feature.isPending}
            error={actionError}
            onClose={close}
            onConfirm={(adType) =>
              feature.mutate(
                { id: project.id, type: adType },
                {
                  onSuccess: () => {
                    toast.success(messageText(listingMessages.advertisementStored));
                    navigate('/user/advertisement');
                  },
                  onError: (error) => setActionError(error.message),
                },
              )
            }
          />
        ) : null}
      </td>
    </tr>
  );
}

/** `/user/my-projects`: the owner's table of projects. */
export function MyProjectsPage() {
  const { t } = useTranslation('listings');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const query = useMyProjects(page);
  useDocumentTitle(t('manage.myProjects'));

  const content = (
    <ListingTable
      query={query}
      page={page}
      pageSize={MY_PROJECTS_PAGE_SIZE}
      onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
      failedTitle={t('manage.loadFailed')}
      empty={
        <EmptyState
          title={t('manage.noProjects')}
          action={<Link to="/user/add-project">{t('form.addProject')}</Link>}
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
        <Link to="/user/add-project">{t('form.addProject')}</Link>
      </div>
      {content}
    </div>
  );
}
