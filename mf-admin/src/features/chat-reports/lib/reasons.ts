/**
 * What an operator decides about a report, and the reasons most often given for each (texts
 * `chatReports.reasons.<decision>.<key>`): picking one fills the reason, which stays editable.
 */
export const chatReportReasonKeys = {
  ban: ['scam', 'harassment', 'spam'],
  dismiss: ['ordinary', 'noEvidence', 'misunderstanding'],
  lift: ['appeal', 'mistake'],
} as const;

export type ChatReportDecision = keyof typeof chatReportReasonKeys;

/** The call that carries each decision. */
export const decisionCalls = {
  ban: 'adminBanChatReport',
  dismiss: 'adminDismissChatReport',
  lift: 'adminLiftChatBan',
} as const;
