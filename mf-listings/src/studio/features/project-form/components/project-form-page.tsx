import { useParams, useSearchParams } from '@domus/shared/routing';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { EditListingPage, ListingFormPage } from '../../listing-form/components/listing-form-page';
import { useEditableProject } from '../api/project-form-api';
import { ProjectForm } from './project-form';

/** `/user/add-project` (the route guards profile, verification and package). */
export function AddProjectPage() {
  const { t } = useTranslation('listings');
  return (
    <ListingFormPage title={t('form.addProject')}>
      <ProjectForm />
    </ListingFormPage>
  );
}

/** `/user/edit-project/:slug_id` (or `?slug_id=`): the owner edits a project. */
export function EditProjectPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugParam } = useParams();
  const [search] = useSearchParams();
  const slugId = slugParam ?? search.get('slug_id') ?? '';
  const query = useEditableProject(slugId);
  return (
    <EditListingPage
      title={t('form.editProject')}
      query={query}
      errorTitle={t('project.errorTitle')}
      ownerOf={(project) => project.customer?.id}
      notYours={{
        title: t('form.notYoursProject.title'),
        text: t('form.notYoursProject.text'),
        backTo: pagePaths.myProjects,
        backLabel: t('form.notYoursProject.back'),
      }}
    >
      {(project) => <ProjectForm project={project} />}
    </EditListingPage>
  );
}
