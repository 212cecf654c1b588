/**
 * The reasons an operator most often gives for a rejection (texts `verification.reasons.<key>`):
 * picking one fills the reason, which stays editable before it is sent.
 */
export const rejectReasonKeys = ['unreadable', 'licence', 'name', 'expired'] as const;
export type RejectReasonKey = (typeof rejectReasonKeys)[number];

/** The longest reason the API takes (adminRejectVerification). */
export const rejectReasonMaxLength = 1000;
