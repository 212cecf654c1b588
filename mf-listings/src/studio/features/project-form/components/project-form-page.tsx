import { useParams, useSearchParams } from '@domus/shared/routing';
import { useSessionUser } from '@domus/shared/store';
import { ErrorState, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import styles from '../../../../components/form/form.module.css';
import { NotFoundMessage } from '../../../../components/not-found-message';
import { useEditableProject } from '../api/project-form-api';
import { ProjectForm } from './project-form';

/** `/user/add-project` (the route guards profile, verification and package). */
export function AddProjectPage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(t('form.addProject'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('form.addProject')}</h1>
      <ProjectForm />
    </div>
  );
}

/** `/user/edit-project/:slug_id` (or `?slug_id=`): the owner edits a project. */
export function EditProjectPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugParam } = useParams();
  const [search] = useSearchParams();
  const slugId = slugParam ?? search.get('slug_id') ?? '';
  const user = useSessionUser();
  const query = useEditableProject(slugId);
  useDocumentTitle(t('form.editProject'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('project.errorTitle')}
        message={<ApiErrorText error={query.error} />}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (!query.data || (user && query.data.customer?.id !== undefined && query.data.customer.id !== user.id)) {
    content = (
      <NotFoundMessage
        title={t('form.notYoursProject.title')}
        text={t('form.notYoursProject.text')}
        backTo="/user/my-projects"
        backLabel={t('form.notYoursProject.back')}
      />
    );
  } else content = <ProjectForm project={query.data} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('form.editProject')}</h1>
      {content}
    </div>
  );
}
