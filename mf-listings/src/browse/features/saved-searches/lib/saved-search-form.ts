import { savedSearchFrequencies, savedSearchLimits } from '@domus/shared/contract';
import { z } from 'zod';

/** A saved search's name as the API takes it (trimmed, 1 to 100 characters); the messages are the forms' `validation.*` keys. */
export const savedSearchName = z
  .string()
  .trim()
  .min(1, { error: 'validation.savedSearchName' })
  .max(savedSearchLimits.nameMaxLength, { error: 'validation.tooLong' });

/** The save dialog: a name and how often e-mails come. */
export const saveSearchForm = z.object({ name: savedSearchName, frequency: z.enum(savedSearchFrequencies) });
export type SaveSearchForm = z.input<typeof saveSearchForm>;

/** The rename dialog. */
export const renameSearchForm = z.object({ name: savedSearchName });
export type RenameSearchForm = z.input<typeof renameSearchForm>;
