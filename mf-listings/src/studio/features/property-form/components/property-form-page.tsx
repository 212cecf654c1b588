import { useParams, useSearchParams } from '@domus/shared/routing';
import { useSessionUser } from '@domus/shared/store';
import { ErrorState, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import styles from '../../../../components/form/form.module.css';
import { NotFoundMessage } from '../../../../components/not-found-message';
import { useEditableProperty } from '../api/get-editable-property';
import { PropertyForm } from './property-form';

/** `/user/properties`: post a property (the route guards profile, verification and package). */
export function AddPropertyPage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(t('form.addProperty'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('form.addProperty')}</h1>
      <PropertyForm />
    </div>
  );
}

/** `/user/edit-property/:slug_id` (or `?id=`): the owner edits a property. */
export function EditPropertyPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id');
  const user = useSessionUser();
  const query = useEditableProperty(slugId ? { slugId } : { id: id ?? '' });
  useDocumentTitle(t('form.editProperty'));

  let content;
  if (query.isPending) content = <Spinner label={t('state.loading')} />;
  else if (query.isError) {
    content = (
      <ErrorState
        title={t('detail.errorTitle')}
        message={<ApiErrorText error={query.error} />}
        onRetry={() => void query.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (!query.data || (user && query.data.customer_id !== undefined && query.data.customer_id !== user.id)) {
    content = (
      <NotFoundMessage
        title={t('form.notYours.title')}
        text={t('form.notYours.text')}
        backTo="/user/my-properties"
        backLabel={t('form.notYours.back')}
      />
    );
  } else content = <PropertyForm property={query.data} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('form.editProperty')}</h1>
      {content}
    </div>
  );
}
