import { z } from 'zod';
import {
  advertisementSchema,
  formId,
  isoDateTime,
  listEnvelope,
  pagingQuery,
  successEnvelope,
} from '@domus/shared/contract';
import type { CallSpec } from '@domus/shared/contract';

/*
 * The admin's moderation calls. No browser client uses them yet (the admin works from
 * `pnpm admin` or these routes), so they live beside the API rather than in the shared
 * catalogue; move them there when an admin UI arrives.
 */
const adminCall = (path: string, method: 'GET' | 'POST'): CallSpec => ({
  path: `admin/${path}`,
  method,
  auth: 'always',
});

export const moderationCalls = {
  pendingProperties: adminCall('properties/pending', 'GET'),
  approveProperty: adminCall('properties/approve', 'POST'),
  rejectProperty: adminCall('properties/reject', 'POST'),
  pendingProjects: adminCall('projects/pending', 'GET'),
  enableProject: adminCall('projects/enable', 'POST'),
  rejectProject: adminCall('projects/reject', 'POST'),
  pendingAdvertisements: adminCall('advertisements/pending', 'GET'),
  approveAdvertisement: adminCall('advertisements/approve', 'POST'),
  rejectAdvertisement: adminCall('advertisements/reject', 'POST'),
  reports: adminCall('reports', 'GET'),
} as const;

export const moderationPageQuery = z.object({ ...pagingQuery });

const reasonText = z.string({ error: 'reason must be text' }).trim().max(1000, {
  error: 'reason must be at most 1000 characters',
});
/** Approve: an optional note for the owner. */
export const approveBody = z.object({ id: formId('id'), reason: reasonText.default('') });
/** Reject: the owner is told why. */
export const rejectBody = z.object({
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
});
export type ListingReport = z.infer<typeof listingReportSchema>;

export const decidedListingSchema = z.object({
  id: z.number().int(),
  request_status: z.enum(['approved', 'rejected']),
  user_id: z.number().int(),
  title: z.string(),
});

export const pendingListingsReply = listEnvelope(pendingListingSchema);
export const pendingAdvertisementsReply = listEnvelope(pendingAdvertisementSchema);
export const reportsReply = listEnvelope(listingReportSchema);
export const decidedListingReply = successEnvelope(decidedListingSchema);
export const decidedAdvertisementReply = successEnvelope(advertisementSchema);
