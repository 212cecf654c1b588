import type { z } from 'zod';
import { chatMessages, type reportChatBody } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { kyselyOf } from '../../db/kysely';
import { conflict, invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { openConversation } from './conversation';
import { startsConversation } from './safety';

/**
 * report_chat: a member reports their conversation with another member to the moderators,
 * once (409 the second time). The desk is not reported (its messages are the site's own), and
 * admins moderate rather than report. Only a conversation with at least one message, deleted
 * ones included, can be reported: nobody reports someone they never talked with.
 */
export async function reportConversation(
  deps: AppDeps,
  caller: AuthUser,
  body: z.output<typeof reportChatBody>,
): Promise<{ id: number }> {
  const { conversation } = await openConversation(deps.db, caller, body.user_id, body.property_id);
  if (conversation.callerIsDesk || conversation.otherId === 0) throw invalidInput(chatMessages.cannotReportDesk);
  if (await startsConversation(deps.db, conversation)) throw notFound(chatMessages.conversationNotFound);
  const report = await kyselyOf(deps.db)
    .insertInto('chat_reports')
    .values({
      reporter_id: caller.id,
      reported_id: conversation.otherId,
      property_id: conversation.propertyId,
      reason: body.reason,
      details: body.details,
    })
    .onConflict((oc) => oc.columns(['reporter_id', 'reported_id', 'property_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!report) throw conflict(chatMessages.alreadyReported);
  return report;
}
