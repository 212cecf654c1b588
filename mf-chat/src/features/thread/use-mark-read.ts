import { useEffect, useRef } from 'react';

import type { ConversationKey } from '../../lib/conversation';
import { useMarkChatRead } from './api/mark-chat-read';

const tabVisible = () => document.visibilityState === 'visible';

/**
 * Marks the thread read when it opens, and again for each message that arrives while it is open
 * and the tab is visible; one that arrives in a hidden tab is marked when the tab shows again.
 * Returns what to call when a message arrives.
 */
export function useMarkRead(key: ConversationKey): () => void {
  const markRead = useMarkChatRead(key);
  const { mutate } = markRead;
  const waitingForTab = useRef(false);

  useEffect(() => {
    mutate();
  }, [mutate]);

  useEffect(() => {
    const onVisibility = () => {
      if (!tabVisible() || !waitingForTab.current) return;
      waitingForTab.current = false;
      mutate();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [mutate]);

  return () => {
    if (tabVisible()) mutate();
    else waitingForTab.current = true;
  };
}
