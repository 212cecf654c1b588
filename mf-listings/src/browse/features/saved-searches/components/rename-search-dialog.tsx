import { zodResolver } from '@hookform/resolvers/zod';
import { savedSearchLimits, type SavedSearch } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FormAlert, FormField } from '../../../../components/form/form-field';
import formStyles from '../../../../components/form/form.module.css';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { renameSearchForm, type RenameSearchForm } from '../utils/saved-search-form';
import { useSavedSearchFailureText } from './use-saved-search-texts';

/** A new name for a saved search; an empty one is refused beside the field. */
export function RenameSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const formId = useId();
  const failureText = useSavedSearchFailureText();
  const update = useUpdateSavedSearch();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RenameSearchForm>({
    resolver: zodResolver(renameSearchForm),
    defaultValues: { name: search.name },
  });

  const submit = handleSubmit(({ name }) => {
    setFailure(null);
    update.mutate(
      { id: search.id, change: { name: name.trim() } },
      {
        onSuccess: () => {
          toast.success(t('savedSearches.renamed'));
          onClose();
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  });

  return (
    <Dialog
      title={t('savedSearches.renameTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {t('savedSearches.rename')}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.card} noValidate onSubmit={submit}>
        <FormField
          label={t('savedSearches.name')}
          registration={register('name')}
          error={formState.errors.name}
          maxLength={savedSearchLimits.nameMaxLength}
          autoComplete="off"
          dir="auto"
        />
        <FormAlert message={failure} />
      </form>
    </Dialog>
  );
}
