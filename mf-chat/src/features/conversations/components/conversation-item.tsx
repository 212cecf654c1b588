import type { ChatSummary } from '@domus/shared/contract';
import { formatRelativeTime } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { Avatar } from '../../../components/avatar';
import styles from '../../../components/chat.module.css';
import { isAdminDesk, peerName, type ConversationPeer } from '../../../lib/conversation';
import { conversationPreview } from './conversation-preview';

export interface ConversationItemProps {
  peer: ConversationPeer;
  /** The get_chats item; none for a conversation that has no message yet. */
  summary?: ChatSummary;
  selected: boolean;
  onSelect: () => void;
}

/** One conversation of the list: who, which property, the last message and when, unread and blocked marks. */
export function ConversationItem({ peer, summary, selected, onSelect }: ConversationItemProps) {
  const { t, i18n } = useTranslation('chat');
  const name = peerName(peer, t('conversations.admin'));
  const blocked = summary !== undefined && (summary.is_blocked_by_me === 1 || summary.is_blocked_by_user === 1);
  const unread = summary?.unread_count ?? 0;
  return (
    <li>
      <button
        type="button"
        className={selected ? `${styles.conversation} ${styles.conversationSelected}` : styles.conversation}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <Avatar name={name} src={peer.profile} />
        <span className={styles.conversationBody}>
          <span className={styles.conversationTop}>
            <span className={styles.conversationName}>{isAdminDesk(peer) ? name : <bdi>{name}</bdi>}</span>
            {blocked ? <span className={styles.blockedMark}>{t('conversations.blocked')}</span> : null}
            {summary ? (
              <time className={styles.conversationTime} dateTime={summary.date}>
                {formatRelativeTime(summary.date, { locale: i18n.language, justNow: t('conversations.justNow') })}
              </time>
            ) : null}
          </span>
          {peer.property_id ? (
            <span className={styles.conversationProperty}>
              {peer.title_image ? <img className={styles.thumbnail} src={peer.title_image} alt="" /> : null}
              {/* The API names a listing only while the reader may see it (not after a rejection or
                  during a review). */}
              {peer.title ? <bdi>{peer.title}</bdi> : t('conversations.listingUnavailable')}
            </span>
          ) : null}
          <span className={styles.conversationPreview}>
            {summary ? conversationPreview(summary, t) : t('conversations.newConversation')}
          </span>
        </span>
        {unread > 0 ? (
          <span className={styles.unreadBadge} aria-label={t('conversations.unread', { count: unread })}>
            {unread}
          </span>
        ) : null}
      </button>
    </li>
  );
}
