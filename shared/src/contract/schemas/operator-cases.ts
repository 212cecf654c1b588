import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { chatReportReasons } from './chat-safety';
import { countedKeysetEnvelope, isoDateTime, keysetFields, queryChoice } from './common';
import { formId } from './form-fields';

/*
 * The operators' cases (admin/..., role moderator: any operator): suspected duplicate listings
 * and reported conversations, each listed newest first by keyset (a cursor of the last row's
 * time and id, so a page costs the same at any depth) and decided once, with a reason.
 */

/** Which cases a list shows: the open ones (the default) or the decided ones. */
export const caseStates = ['open', 'decided'] as const;
export type CaseState = (typeof caseStates)[number];

/** The query of a case list: `state`, `cursor` (the `next_cursor` of the page before) and `limit`. */
export const caseListQuery = z.object({
  state: queryChoice('state', caseStates).transform((state): CaseState => state ?? 'open'),
  ...keysetFields(),
});

export const caseReasonMaxLength = 1000;
/** A decision on a case: its id and the reason, required (the decision log keeps it). */
export const caseDecisionBody = z.object({
  id: formId('id'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(caseReasonMaxLength, { error: `reason must be at most ${caseReasonMaxLength} characters` }),
});

// Duplicates

const comparedListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  owner: z.object({ id: z.number().int(), email: z.string() }),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number(),
  size: z.number().nullable(),
  category: z.string(),
  property_type: z.string(),
  request_status: z.string(),
  status: z.number().int(),
  created_at: isoDateTime,
  /** The title picture first, then the gallery. */
  pictures: z.array(z.string()),
});
export type ComparedListing = z.infer<typeof comparedListingSchema>;

export const duplicateEvidenceSchema = z.object({
  /** pictures: a shared picture, close or alike; place: same building, category, offer, price and size. */
  rule: z.enum(['pictures', 'place']),
  pictures: z.number().int(),
  picture_bits: z.number().int().nullable(),
  metres: z.number(),
  price_difference_percent: z.number(),
  size_difference_percent: z.number().nullable(),
  same_owner: z.boolean(),
});
export type DuplicateEvidence = z.infer<typeof duplicateEvidenceSchema>;

export const duplicateSuspicionSchema = z.object({
  id: z.number().int(),
  state: z.enum(['open', 'confirmed', 'dismissed']),
  /** The check keeps the listing from being shown until the case is decided. */
  held: z.boolean(),
  evidence: duplicateEvidenceSchema,
  reason: z.string(),
  created_at: isoDateTime,
  /** The operator who decided, by e-mail; '' while open or once their account is gone. */
  decided_by: z.string(),
  decided_at: isoDateTime.nullable(),
  /** The newer listing: the one a confirmation rejects as the duplicate. */
  listing: comparedListingSchema,
  /** The listing it seems to copy. */
  original: comparedListingSchema,
});
export type DuplicateSuspicion = z.infer<typeof duplicateSuspicionSchema>;

export const duplicatesReply = countedKeysetEnvelope(duplicateSuspicionSchema);
export const duplicateDecisionReply = successEnvelope(
  z.object({
    id: z.number().int(),
    property_id: z.number().int(),
    original_id: z.number().int(),
    state: z.enum(['confirmed', 'dismissed']),
    request_status: z.string(),
  }),
);

// Chat reports

const memberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const reportedMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  message: z.string(),
  has_file: z.boolean(),
  /** Links to its files, fetched with the operator's token. */
  file_links: z.array(z.string()),
  held: z.boolean(),
  deleted: z.boolean(),
  created_at: isoDateTime,
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

export const chatReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(chatReportReasons),
  details: z.string(),
  created_at: isoDateTime,
  property_id: z.number().int(),
  reporter: memberSchema,
  reported: memberSchema,
  decision: z.enum(['dismissed', 'banned']).nullable(),
  decided_by: z.string(),
  decided_at: isoDateTime.nullable(),
  /** Why the operator decided so. */
  decision_reason: z.string(),
  lifted_by: z.string(),
  lifted_at: isoDateTime.nullable(),
  lift_reason: z.string(),
  /** The conversation's last messages, oldest first. */
  messages: z.array(reportedMessageSchema),
});
export type ChatReportCase = z.infer<typeof chatReportSchema>;

export const chatReportsReply = countedKeysetEnvelope(chatReportSchema);
export const chatReportDecisionReply = successEnvelope(
  z.object({ id: z.number().int(), reported_id: z.number().int(), decision: z.enum(['dismissed', 'banned']) }),
);
export const chatBanLiftedReply = successEnvelope(
  z.object({ id: z.number().int(), reported_id: z.number().int(), lifted_at: isoDateTime }),
);
