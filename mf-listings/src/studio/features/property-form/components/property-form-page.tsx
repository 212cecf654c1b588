import { useParams, useSearchParams } from '@domus/shared/routing';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { EditListingPage, ListingFormPage } from '../../listing-form/components/listing-form-page';
import { useEditableProperty } from '../api/get-editable-property';
import { PropertyForm } from './property-form';

/** `/user/properties`: post a property (the route guards profile, verification and package). */
export function AddPropertyPage() {
  const { t } = useTranslation('listings');
  return (
    <ListingFormPage title={t('form.addProperty')}>
      <PropertyForm />
    </ListingFormPage>
  );
}

/** `/user/edit-property/:slug_id` (or `?id=`): the owner edits a property. */
export function EditPropertyPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id');
  const query = useEditableProperty(slugId ? { slugId } : { id: id ?? '' });
  return (
    <EditListingPage
      title={t('form.editProperty')}
      query={query}
      errorTitle={t('detail.errorTitle')}
      ownerOf={(property) => property.customer_id}
      notYours={{
        title: t('form.notYours.title'),
        text: t('form.notYours.text'),
        backTo: pagePaths.myProperties,
        backLabel: t('form.notYours.back'),
      }}
    >
      {(property) => <PropertyForm property={property} />}
    </EditListingPage>
  );
}
