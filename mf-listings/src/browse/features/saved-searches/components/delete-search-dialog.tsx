import type { SavedSearch } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { FormAlert } from '../../../../components/form/form-field';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useFailureText } from '../../../../hooks/use-message-text';
import styles from './saved-searches.module.css';

/** Asks before a saved search and what it found go for good. */
export function DeleteSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const failureText = useFailureText();
  const remove = useDeleteSavedSearch();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    remove.mutate(search.id, {
      onSuccess: () => {
        toast.success(t('savedSearches.deleted'));
        onClose();
      },
      onError: (error) => setFailure(failureText(error)),
    });
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('savedSearches.deleteTitle', { name: isolate(search.name) })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button onClick={confirm} disabled={remove.isPending}>
            {t('manage.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p className={styles.savedText}>{t('savedSearches.deleteText')}</p>
      <FormAlert message={failure} />
    </Dialog>
  );
}
