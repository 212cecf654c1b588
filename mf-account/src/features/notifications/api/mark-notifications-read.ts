import { callApi } from '@domus/shared/api';
import { queryClient } from '@domus/shared/query';
import { unreadNotificationsKey } from '@domus/shared/realtime';
import { useEffect, useRef } from 'react';

/**
 * Opening the notifications marks them read, once the first page is on screen (so the page
 * still shows which ones are new); the header's badge drops to the server's count.
 */
export function useMarkNotificationsRead(loaded: boolean, unread: number) {
  const marked = useRef(false);
  useEffect(() => {
    if (!loaded || unread === 0 || marked.current) return;
    marked.current = true;
    callApi('markNotificationsRead')
      .then(({ reply }) => queryClient.setQueriesData({ queryKey: unreadNotificationsKey }, reply.data.unread))
      .catch((error: unknown) => {
        marked.current = false;
        console.info('[notifications] could not mark them read', error);
      });
  }, [loaded, unread]);
}
