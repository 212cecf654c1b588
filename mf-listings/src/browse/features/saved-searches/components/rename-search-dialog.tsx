import { zodResolver } from '@hookform/resolvers/zod';
import type { SavedSearch } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

import { useFailureText } from '../../../../hooks/use-message-text';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { renameSearchForm, type RenameSearchForm } from '../lib/saved-search-form';
import { SearchFormDialog } from './search-form-dialog';

/** A new name for a saved search; an empty one is refused beside the field. */
export function RenameSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const failureText = useFailureText();
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
    <SearchFormDialog
      title={t('savedSearches.renameTitle')}
      submitLabel={t('savedSearches.rename')}
      name={{ registration: register('name'), error: formState.errors.name }}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
      failure={failure}
    />
  );
}
