import { fetchEnvelope } from '@domus/shared/api';
import type { ChatReportReason } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

import type { ConversationKey } from '../../../lib/conversation';

export interface ChatReport {
  reason: ChatReportReason;
  details: string;
}

/** report_chat: this conversation to the moderators, once. */
export async function reportChat(key: ConversationKey, report: ChatReport): Promise<number> {
  const body = {
    user_id: key.user_id,
    property_id: key.property_id,
    reason: report.reason,
    details: report.details.trim(),
  };
  return (await fetchEnvelope('reportChat', { body })).data.id;
}

export function useReportChat(key: ConversationKey) {
  return useMutation({ mutationFn: (report: ChatReport) => reportChat(key, report) });
}
