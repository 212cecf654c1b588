import { isolate } from '@domus/shared/format';
import { unreadChatsKey, unreadNotificationsKey, useRealtimeCatchUp, useRealtimeEvent } from '@domus/shared/realtime';
import { sessionAtom } from '@domus/shared/store';
import { useQueryClient } from '@domus/shared/query';
import { useAtomValue } from 'jotai';
import { toast } from 'react-toastify';

/**
 * The shell's share of the live events: a new notification sets the header's count and
 * shows a toast; a chat message from someone else refreshes the chat count; after a dropped
 * connection both counts are fetched again.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const userId = session.data?.id;

  useRealtimeEvent('notification', ({ notification, unread }) => {
    if (userId === undefined) return;
    queryClient.setQueryData([...unreadNotificationsKey, userId], unread);
    // Chat messages have their own badge and screen: no toast for them.
    if (notification.type !== 'chat_message')
      toast.info(isolate(notification.title), { toastId: `notification-${notification.id}` });
    void queryClient.invalidateQueries({ queryKey: ['account', 'notifications'] });
  });
  useRealtimeEvent('chat:message', ({ message }) => {
    if (message.sender_id !== userId) void queryClient.invalidateQueries({ queryKey: unreadChatsKey });
  });
  useRealtimeEvent('chat:read', () => void queryClient.invalidateQueries({ queryKey: unreadChatsKey }));
  useRealtimeCatchUp(() => {
    void queryClient.invalidateQueries({ queryKey: unreadChatsKey });
    void queryClient.invalidateQueries({ queryKey: unreadNotificationsKey });
  });
  return null;
}
