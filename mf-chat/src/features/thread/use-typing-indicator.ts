import { typingIndicatorMs } from '@domus/shared/contract';
import { useRealtimeEvent } from '@domus/shared/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';

import { sameConversation, type ConversationKey } from '../../lib/conversation';

/** Whether the other side is typing in `key`: on with each 'chat:typing', off after typingIndicatorMs of silence. */
export function useTypingIndicator(key: ConversationKey): { typing: boolean; stop: () => void } {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeEvent('chat:typing', ({ chat }) => {
    if (!sameConversation(chat, key)) return;
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), typingIndicatorMs);
  });
  return { typing, stop };
}
