import { listingMessages } from '@domus/shared/contract';
import { z } from 'zod';

/** The report dialog: a reason chosen, or a message written (docs/SPEC.md §5 "a report needs a reason selected"). */
export const reportForm = z
  .object({
    reason_id: z.string(),
    other_message: z.string().trim().max(1000, { error: 'validation.tooLong' }),
  })
  .superRefine((form, ctx) => {
    if (form.reason_id === '' && form.other_message === '') {
      ctx.addIssue({ code: 'custom', path: ['reason_id'], message: listingMessages.reportReasonRequired });
    }
  });
export type ReportForm = z.input<typeof reportForm>;
