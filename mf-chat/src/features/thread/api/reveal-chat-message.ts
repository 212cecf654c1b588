import { fetchEnvelope } from '@domus/shared/api';
import type { ChatMessage } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import type { ConversationKey } from '../../../lib/conversation';
import { messagesQueryOptions } from './get-messages';
import { withReplacedMessage } from './thread-cache';

/** reveal_chat_message: a held message sent to me, with its text. */
export async function revealChatMessage(messageId: number): Promise<ChatMessage> {
  return (await fetchEnvelope('revealChatMessage', { body: { message_id: messageId } })).data;
}

export function useRevealChatMessage(key: ConversationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealChatMessage,
    onSuccess: (message) => {
      queryClient.setQueryData(messagesQueryOptions(key).queryKey, (data) => withReplacedMessage(data, message));
      // The list's preview may have been this message.
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
