import { useApiErrorText } from '@domus/shared/i18n';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useSetCatalogueStatus } from '../api/catalogue';
import type { CatalogueKind } from '../lib/catalogue-kinds';
import { StatusDialog, type StatusQuestion } from './status-dialog';

interface Asked {
  id: number;
  name: string;
  question: StatusQuestion;
}

/**
 * A list's status changes, asked first: `ask(row, question)` opens the dialog, which sends the
 * change on confirming and closes with the API's message as a toast (or stays open with its refusal).
 */
export function useStatusFlow(kind: CatalogueKind) {
  const errorText = useApiErrorText();
  const change = useSetCatalogueStatus();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const dialog = asked ? (
    <StatusDialog
      name={asked.name}
      question={asked.question}
      pending={change.isPending}
      error={failure}
      onClose={close}
      onConfirm={() => {
        setFailure(null);
        const on = asked.question === 'activate' || asked.question === 'restore';
        change.mutate(
          { kind, id: asked.id, on },
          {
            onSuccess: (message) => {
              close();
              toast.success(message);
            },
            onError: (error) => setFailure(errorText(error)),
          },
        );
      }}
    />
  ) : null;
  return {
    ask: (row: { id: number; name: string }, question: StatusQuestion) =>
      setAsked({ id: row.id, name: row.name, question }),
    dialog,
  };
}
