import { useNavigate } from '@domus/shared/routing';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';

import { useMessageText } from '../../../hooks/use-message-text';
import { serverFailure } from '../../../lib/server-error';

export interface SaveOutcomeOptions<Values extends FieldValues, Saved> {
  /** The contract's message for the saved listing (posted or updated), or one read from the saved listing. */
  savedMessage: string | ((saved: Saved) => string);
  /** The member's own listings of this kind, shown once one is saved. */
  listPath: string;
  /** The fields a refusal may be about. */
  fields: readonly string[];
  setError: UseFormSetError<Values>;
  clearDraft: () => void;
  /** A refusal named `field`: a form that hides some fields can show it. */
  onFieldRefused?: (field: string) => void;
}

/**
 * What the reply to a save does to the form: once saved, the draft goes and the member is
 * back at their listings; a refusal shows beside the field it names, else above the form.
 */
export function useSaveOutcome<Values extends FieldValues, Saved = unknown>({
  savedMessage,
  listPath,
  fields,
  setError,
  clearDraft,
  onFieldRefused,
}: SaveOutcomeOptions<Values, Saved>) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clearFailure: () => setFailure(null),
    handlers: {
      onSuccess: (saved: Saved) => {
        clearDraft();
        toast.success(messageText(typeof savedMessage === 'function' ? savedMessage(saved) : savedMessage));
        navigate(listPath);
      },
      onError: (error: unknown) => {
        const { message, field } = serverFailure(error, fields);
        if (field) {
          setError(field as FieldPath<Values>, { message });
          onFieldRefused?.(field);
        } else setFailure(message);
      },
    },
  };
}
