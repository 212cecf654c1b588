import { fetchEnvelope } from '@domus/shared/api';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import type { ConversationKey } from '../../../lib/conversation';
import { messagesQueryOptions } from './get-messages';
import { withoutMessage } from './thread-cache';

/** delete_chat_message: my own message, gone for both sides. */
export async function deleteChatMessage(messageId: number): Promise<number> {
  return (await fetchEnvelope('deleteChatMessage', { body: { message_id: messageId } })).data.id;
}

export function useDeleteChatMessage(key: ConversationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatMessage,
    onSuccess: (id) => {
      queryClient.setQueryData(messagesQueryOptions(key).queryKey, (data) => withoutMessage(data, id));
      // The list's preview may have been this message.
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
