import { savedSearchLimits } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

import { FormAlert, FormField } from '../../../../components/form/form-field';
import formStyles from '../../../../components/form/form.module.css';

export interface SearchFormDialogProps {
  title: string;
  submitLabel: string;
  /** The search's name field: what the member types, and its refusal. */
  name: { registration: UseFormRegisterReturn; error?: FieldError };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While the call is on its way: the submit button waits. */
  pending: boolean;
  /** The API's refusal, as the member reads it. */
  failure: string | null;
  /** Fields after the name. */
  children?: ReactNode;
}

/** The dialog of a saved search's form (saving one, renaming one): its name first, Cancel and the action. */
export function SearchFormDialog({
  title,
  submitLabel,
  name,
  onSubmit,
  onClose,
  pending,
  failure,
  children,
}: SearchFormDialogProps) {
  const { t } = useTranslation('listings');
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('manage.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.card} noValidate onSubmit={onSubmit}>
        <FormField
          label={t('savedSearches.name')}
          registration={name.registration}
          error={name.error}
          maxLength={savedSearchLimits.nameMaxLength}
          autoComplete="off"
          dir="auto"
        />
        {children}
        <FormAlert message={failure} />
      </form>
    </Dialog>
  );
}
