import { useRealtimeCatchUp, useRealtimeEvent } from '@domus/shared/realtime';
import { useQueryClient } from '@domus/shared/query';

import { chatKeys } from '../../lib/chat-keys';

/**
 * The list's order, previews and unread counts change with every message, deletion and block,
 * on either side: refetch the loaded pages then, and after a reconnect (pushes were missed).
 */
export function useLiveConversations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  useRealtimeEvent('chat:message', refresh);
  useRealtimeEvent('chat:deleted', refresh);
  useRealtimeEvent('chat:block', refresh);
  useRealtimeCatchUp(refresh);
}
