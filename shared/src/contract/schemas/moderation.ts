import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime, listEnvelope, pagingQuery } from './common';
import { formId } from './form-fields';
import { advertisementSchema } from './listings';

/*
 * The operators' moderation calls (admin/..., role moderator: any operator): the queues of
 * properties, projects and advertisements waiting for review, listing reports, the log of
 * decisions and the log of edits to live listings.
 */

/** What an edit log entry is about. */
export const editSubjects = ['property', 'project'] as const;
export type EditSubject = (typeof editSubjects)[number];

export const moderationPageQuery = z.object({ ...pagingQuery });
/** Reports: the open ones, or with `all=1` the decided ones too. */
export const listingReportsQuery = z.object({
  ...pagingQuery,
  all: z.enum(['0', '1'], { error: 'all must be 0 or 1' }).default('0'),
});
export const decisionSubjects = ['property', 'project', 'advertisement'] as const;
/** The log of decisions, newest first: all, one kind's, or one listing's or advertisement's. */
export type DecisionSubject = (typeof decisionSubjects)[number];
export const decisionsQuery = z.object({
  ...pagingQuery,
  subject: z.enum(decisionSubjects, { error: 'subject must be property, project or advertisement' }).optional(),
  subject_id: formId('subject_id').optional(),
});

/** The log of listing edits, newest first: all, one kind's, or one listing's. */
export const listingEditsQuery = z.object({
  ...pagingQuery,
  subject: z.enum(editSubjects, { error: 'subject must be property or project' }).optional(),
  subject_id: formId('subject_id').optional(),
});

const reasonText = z.string({ error: 'reason must be text' }).trim().max(1000, {
  error: 'reason must be at most 1000 characters',
});
/** Approve: an optional note for the owner. */
export const moderationApproveBody = z.object({ id: formId('id'), reason: reasonText.default('') });
/** Dismiss a report: the listing stays as it is. */
export const dismissReportBody = z.object({ id: formId('id') });
/** Reject: the owner is told why (rejecting a listing, or upholding a report of it, which takes it down). */
export const moderationRejectBody = z.object({
  id: formId('id'),
  reason: reasonText.min(1, { error: 'reason is required' }),
});

const ownerFields = { user_id: z.number().int(), owner_name: z.string(), owner_email: z.string() };

export const pendingListingSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  city: z.string(),
  ...ownerFields,
  created_at: isoDateTime,
});
export type PendingListing = z.infer<typeof pendingListingSchema>;

export const pendingAdvertisementSchema = advertisementSchema.extend(ownerFields);
export type PendingAdvertisement = z.infer<typeof pendingAdvertisementSchema>;

export const listingReportSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property_slug_id: z.string(),
  property_title: z.string(),
  reporter_id: z.number().int(),
  reporter_name: z.string(),
  reporter_email: z.string(),
  reason_id: z.number().int().nullable(),
  reason: z.string(),
  other_message: z.string(),
  created_at: isoDateTime,
  decision: z.enum(['dismissed', 'upheld']).nullable(),
  /** The operator who decided, by e-mail; '' while open or once their account is gone. */
  decided_by: z.string(),
  decided_at: isoDateTime.nullable(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

export const decidedListingSchema = z.object({
  id: z.number().int(),
  request_status: z.enum(['approved', 'rejected']),
  user_id: z.number().int(),
  title: z.string(),
});

export const decisionEntrySchema = z.object({
  id: z.number().int(),
  subject: z.enum(decisionSubjects),
  subject_id: z.number().int(),
  title: z.string(),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string(),
  decided_by: z.string(),
  decided_at: isoDateTime,
});
export type DecisionEntry = z.infer<typeof decisionEntrySchema>;

export const listingEditSchema = z.object({
  id: z.number().int(),
  subject: z.enum(editSubjects),
  subject_id: z.number().int(),
  /** The listing's title now ('' once it is deleted). */
  title: z.string(),
  /** The editor by e-mail; '' once their account is gone. */
  edited_by: z.string(),
  edited_at: isoDateTime,
  request_status_before: z.string(),
  /** This edit sent the live listing back to review. */
  sent_to_review: z.boolean(),
  /** Each change: texts as they were and became, files as URLs (null: none). */
  changes: z.array(
    z.object({ field: z.string(), item: z.string(), old: z.string().nullable(), new: z.string().nullable() }),
  ),
});

export const pendingListingsReply = listEnvelope(pendingListingSchema);
export const pendingAdvertisementsReply = listEnvelope(pendingAdvertisementSchema);
export const listingReportsReply = listEnvelope(listingReportSchema);
export const decidedReportReply = successEnvelope(listingReportSchema);
export const decisionsReply = listEnvelope(decisionEntrySchema);
export const listingEditsReply = listEnvelope(listingEditSchema);
export const decidedListingReply = successEnvelope(decidedListingSchema);
export const decidedAdvertisementReply = successEnvelope(advertisementSchema);
