/**
 * The reasons an operator most often gives (texts `duplicates.reasons.<decision>.<key>`): picking
 * one fills the reason, which stays editable before it is sent. A confirmation's reason is what
 * the duplicate's owner reads.
 */
export const duplicateReasonKeys = {
  confirm: ['samePictures', 'reposted', 'copied'],
  dismiss: ['differentHomes', 'sameBuilding', 'sameAgent'],
} as const;

export type DuplicateDecision = keyof typeof duplicateReasonKeys;
