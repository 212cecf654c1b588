import { fetchEnvelope } from '@domus/shared/api';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../../lib/chat-keys';
import type { ConversationKey } from '../../../lib/conversation';

/** mark-chat-read: the other side's messages in this conversation are read; replies how many changed. */
export async function markChatRead(key: ConversationKey): Promise<number> {
  return (
    await fetchEnvelope('markChatRead', {
      body: { user_id: key.user_id, property_id: key.property_id },
    })
  ).data.read;
}

export function useMarkChatRead(key: ConversationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markChatRead(key),
    // Unread badges only change when something was unread.
    onSuccess: (read) => {
      if (read > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
