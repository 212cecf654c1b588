import type { CaseState, ChatReportCase } from '@domus/shared/contract';

import { useCaseDecision, useCaseList } from '../../../components/cases/case-list';

/** Every page of the Chat reports screen: what a decision makes stale. */
export const chatReportsKey = ['admin', 'chat-reports'] as const;

/** admin/chat-reports: the reports of a state with their conversations, page after page by keyset. */
export const useChatReportList = (state: CaseState) =>
  useCaseList<ChatReportCase>('adminChatReports', chatReportsKey, state);

/** admin/chat-reports/ban, /dismiss or /lift, with the reason. */
export const useChatReportDecision = () => useCaseDecision(chatReportsKey);
