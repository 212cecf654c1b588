import { zodResolver } from '@hookform/resolvers/zod';
import type { SavedSearch } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { useSaveSearch } from '../api/save-search';
import { filterParts, suggestedName, type SearchFilterValues } from '../lib/filter-parts';
import { saveSearchForm, type SaveSearchForm } from '../lib/saved-search-form';
import { useFailureText } from '../../../../hooks/use-message-text';
import { FrequencyChoices } from './frequency-choices';
import { SearchFormDialog } from './search-form-dialog';
import { useFilterText } from './use-saved-search-texts';

export interface SaveSearchDialogProps {
  /** The search's filters only (never its page or order). */
  filters: SearchFilterValues;
  onSaved: (search: SavedSearch) => void;
  onClose: () => void;
}

/** Names a search (a suggestion from its filters to start from) and chooses how often e-mails come, then saves it. */
export function SaveSearchDialog({ filters, onSaved, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation('listings');
  const filterText = useFilterText();
  const failureText = useFailureText();
  const save = useSaveSearch();
  const [failure, setFailure] = useState<string | null>(null);
  const suggestion = useMemo(() => suggestedName(filterParts(filters), filterText.text), [filters, filterText.text]);
  const { register, handleSubmit, formState, getFieldState, setValue } = useForm<SaveSearchForm>({
    resolver: zodResolver(saveSearchForm),
    defaultValues: { name: suggestion, frequency: 'daily' },
  });

  // The category's name may arrive after the dialog opened: the suggestion follows until the member types.
  useEffect(() => {
    if (filterText.ready && !getFieldState('name').isDirty) setValue('name', suggestion);
  }, [filterText.ready, suggestion, getFieldState, setValue]);

  const submit = handleSubmit((form) => {
    setFailure(null);
    save.mutate(
      { name: form.name.trim(), frequency: form.frequency, filters },
      { onSuccess: onSaved, onError: (error) => setFailure(failureText(error)) },
    );
  });

  return (
    <SearchFormDialog
      title={t('savedSearches.saveTitle')}
      submitLabel={t('savedSearches.save')}
      name={{ registration: register('name'), error: formState.errors.name }}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      failure={failure}
    >
      <FrequencyChoices registration={register('frequency')} />
    </SearchFormDialog>
  );
}
