import type { ChatMessage } from '@domus/shared/contract';
import { useRealtimeCatchUp, useRealtimeEvent } from '@domus/shared/realtime';
import { useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../lib/chat-keys';
import { sameConversation, type ConversationKey } from '../../lib/conversation';
import { messagesQueryOptions } from './api/get-messages';
import {
  hasMessage,
  withBlockState,
  withMessage,
  withoutMessage,
  withReadUpTo,
  withReplacedMessage,
  type ThreadDataUpdate,
} from './api/thread-cache';

/**
 * Keeps the open thread current from the socket without refetching: new messages (mine from
 * another tab too), held messages shown in another tab, deletions, read receipts, blocks. After a reconnect the thread is refetched.
 * `onIncoming` hears of each new message from the other side.
 */
export function useLiveThread(
  key: ConversationKey,
  myId: number | undefined,
  onIncoming: (message: ChatMessage) => void,
) {
  const queryClient = useQueryClient();
  const update = (change: ThreadDataUpdate) => queryClient.setQueryData(messagesQueryOptions(key).queryKey, change);

  useRealtimeEvent('chat:message', ({ chat, message }) => {
    if (!sameConversation(chat, key)) return;
    if (hasMessage(queryClient.getQueryData(messagesQueryOptions(key).queryKey), message.id)) {
      // One I already have: a held message I showed in another tab (or the push of my own send).
      update((data) => withReplacedMessage(data, message));
      return;
    }
    update((data) => withMessage(data, message));
    if (message.sender_id !== myId) onIncoming(message);
  });
  useRealtimeEvent('chat:deleted', ({ chat, id }) => {
    if (sameConversation(chat, key)) update((data) => withoutMessage(data, id));
  });
  useRealtimeEvent('chat:read', ({ chat, up_to_id: upToId }) => {
    if (sameConversation(chat, key) && myId !== undefined) update((data) => withReadUpTo(data, myId, upToId));
  });
  useRealtimeEvent('chat:block', (state) => {
    if (state.user_id === key.user_id) update((data) => withBlockState(data, state));
  });
  useRealtimeCatchUp(() => void queryClient.invalidateQueries({ queryKey: chatKeys.messages(key) }));
}
