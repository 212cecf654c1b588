import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** One localStorage key for every listing draft: `{ [userId]: { [formKey]: text fields } }`. */
export const DRAFTS_KEY = 'domus:listing-drafts';

type Drafts = Record<string, Record<string, unknown>>;

function readDrafts(): Drafts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function writeDraft(userId: string, formKey: string, draft: unknown | undefined) {
  const drafts = readDrafts();
  const mine = { ...(drafts[userId] ?? {}) };
  if (draft === undefined) delete mine[formKey];
  else mine[formKey] = draft;
  drafts[userId] = mine;
  try {
    localStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // A full or blocked storage only loses the draft; the form keeps working.
  }
}

export function readDraft<T>(userId: number | undefined, formKey: string): T | undefined {
  if (userId === undefined) return undefined;
  return readDrafts()[String(userId)]?.[formKey] as T | undefined;
}

/**
 * Keeps a form's text fields in localStorage while the user types, so a reload does not lose
 * them. Files cannot be stored: `toDraft` leaves them out and the page says so.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  {
    userId,
    formKey,
    toDraft,
  }: {
    userId: number | undefined;
    formKey: string;
    /** A stable function (module level): a new one each render would resubscribe. */
    toDraft: (values: T) => Record<string, unknown>;
  },
) {
  const [restored] = useState(() => readDraft(userId, formKey) !== undefined);
  const cleared = useRef(false);

  useEffect(() => {
    if (userId === undefined) return undefined;
    const subscription = form.watch((values) => {
      if (cleared.current) return;
      writeDraft(String(userId), formKey, toDraft(values as T));
    });
    return () => subscription.unsubscribe();
  }, [form, userId, formKey, toDraft]);

  const clearDraft = useCallback(() => {
    cleared.current = true;
    if (userId !== undefined) writeDraft(String(userId), formKey, undefined);
  }, [userId, formKey]);

  return { restored, clearDraft };
}
