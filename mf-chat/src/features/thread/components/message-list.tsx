import type { ChatMessage } from '@domus/shared/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import { MessageBubble } from './message-bubble';

export interface MessageListProps {
  /** Oldest first. */
  messages: ChatMessage[];
  myId: number | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onDelete: (message: ChatMessage) => void;
  onReveal: (message: ChatMessage) => void;
  /** The held message being shown, if any. */
  revealingId?: number;
}

/** How close to the bottom still counts as "reading the latest" (new messages then scroll into view). */
const BOTTOM_SLACK_PX = 80;

/**
 * The messages, oldest at the top. Older pages load when the top comes into view (or with the
 * button, which is also what the observer watches), and the reader's place is kept while they
 * are added above; a new message scrolls into view when the reader was at the bottom or sent it.
 */
export function MessageList({
  messages,
  myId,
  hasOlder,
  loadingOlder,
  loadOlder,
  onDelete,
  onReveal,
  revealingId,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom when older messages were asked for, to restore after they arrive. */
  const keepFromBottom = useRef<number | null>(null);
  const shown = useRef({ oldest: 0, newest: 0 });

  const askForOlder = () => {
    const box = scroller.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    loadOlder();
  };
  const latestAskForOlder = useRef(askForOlder);
  useEffect(() => {
    latestAskForOlder.current = askForOlder;
  });

  const oldest = messages[0]?.id ?? 0;
  const newest = messages.at(-1)?.id ?? 0;
  const newestIsMine = messages.at(-1)?.sender_id === myId;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const previous = shown.current;
    shown.current = { oldest, newest };
    if (oldest !== previous.oldest && keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (newest !== previous.newest && (atBottom.current || newestIsMine)) {
      box.scrollTop = box.scrollHeight;
    }
  }, [oldest, newest, newestIsMine]);

  useEffect(() => {
    const target = olderButton.current;
    // jsdom and old browsers have no IntersectionObserver: the button still loads older messages.
    if (!hasOlder || loadingOlder || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestAskForOlder.current();
      },
      { root: scroller.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  return (
    <div
      ref={scroller}
      className={styles.messages}
      onScroll={(event) => {
        const box = event.currentTarget;
        atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK_PX;
      }}
    >
      {hasOlder ? (
        <button
          ref={olderButton}
          type="button"
          className={styles.loadOlder}
          disabled={loadingOlder}
          onClick={askForOlder}
        >
          {loadingOlder ? t('state.loading') : t('thread.loadOlder')}
        </button>
      ) : null}
      <ol className={styles.messageList} aria-label={t('thread.messages')}>
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            mine={message.sender_id === myId}
            onDelete={onDelete}
            onReveal={onReveal}
            revealing={revealingId === message.id}
          />
        ))}
      </ol>
    </div>
  );
}
