import { decisionReasonMaxLength } from '@domus/shared/contract';

/**
 * The notes an operator most often sends (texts `queues.templates.<key>`): picking one fills the
 * reason, which stays editable before it is sent. A rejection (or an upheld report) needs one.
 */
export const reasonTemplates = {
  approve: ['welcome', 'edited'],
  reject: ['photos', 'price', 'duplicate', 'details', 'location'],
} as const;
export type ReasonTemplateKey = (typeof reasonTemplates)[keyof typeof reasonTemplates][number];

/** The longest reason the API takes. */
export const reasonMaxLength = decisionReasonMaxLength;
