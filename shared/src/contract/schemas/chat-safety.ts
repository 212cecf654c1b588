import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { chatMessageSchema } from './chat';
import { formId, formText } from './form-fields';

/*
 * Chat safety: a held message's receiver reveals it; a member reports a conversation to the
 * moderators (docs/api-chat-and-notifications.md, "Chat safety").
 */

/** reveal_chat_message (POST, auth): the receiver of a held message reads it; revealing again changes nothing. */
export const revealChatMessageBody = z.object({ message_id: formId('message_id') });
export const revealChatMessageReply = successEnvelope(chatMessageSchema);

/** Why a conversation is reported. */
export const chatReportReasons = ['spam', 'scam', 'harassment', 'inappropriate', 'other'] as const;
export type ChatReportReason = (typeof chatReportReasons)[number];
export const chatReportDetailsMaxLength = 1000;

/** report_chat (POST, auth): the caller reports their conversation with `user_id` about `property_id`, once. */
export const reportChatBody = z.object({
  user_id: formId('user_id'),
  property_id: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx): number => {
      if (value === undefined || value === '') return 0;
      const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (Number.isSafeInteger(number) && number >= 0 && number <= 2_147_483_647) return number;
      ctx.addIssue({ code: 'custom', message: 'property_id must be a whole number (0 for none)' });
      return z.NEVER;
    }),
  reason: z.enum(chatReportReasons, { error: `reason must be one of: ${chatReportReasons.join(', ')}` }),
  details: formText('details', chatReportDetailsMaxLength).transform((text) => text.trim()),
});
export const reportChatReply = successEnvelope(z.object({ id: z.number().int() }));
