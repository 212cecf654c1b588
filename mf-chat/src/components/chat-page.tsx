import { useTranslation } from '@domus/shared/i18n';
import { useSessionUser } from '@domus/shared/store';
import { useDocumentTitle } from '@domus/shared/ui';

import { useConversation } from '../features/conversations/api/get-chats';
import { ConversationList } from '../features/conversations/components/conversation-list';
import { useNewChatUser } from '../features/conversations/new-chat-user';
import { Thread } from '../features/thread/components/thread';
import { useSelectedConversation } from '../hooks/use-selected-conversation';
import { sameConversation, type ConversationKey, type ConversationPeer } from '../lib/conversation';
import { ChatUnsupportedBanner } from './chat-unsupported-banner';
import styles from './chat.module.css';

const unnamedPeer = (key: ConversationKey): ConversationPeer => ({
  ...key,
  name: '',
  profile: '',
  title: '',
  title_image: '',
  slug_id: '',
});

/**
 * `/user/chat`: the conversations beside the open thread (one after the other on a narrow
 * screen). The open conversation is in the address; one asked for from a property page
 * ("Chat with owner") shows at the top of the list until its first message is sent.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('title'));
  const [selected, select] = useSelectedConversation();
  const myId = useSessionUser()?.id;
  const newChatUser = useNewChatUser();
  const draft = newChatUser.peer && newChatUser.peer.user_id !== myId ? newChatUser.peer : null;
  const draftIsOpen = draft !== null && selected !== null && sameConversation(draft, selected);
  // The header's name and property: from the loaded list, else the draft, else asked for.
  const lookup = useConversation(selected, !draftIsOpen);
  const known = lookup.data ?? (draftIsOpen ? draft : null);
  const peer = selected ? { ...(known ?? unnamedPeer(selected)), ...selected } : null;

  return (
    <div className={styles.page} data-view={selected ? 'thread' : 'list'}>
      <h1 className={styles.title}>{t('title')}</h1>
      <ChatUnsupportedBanner />
      <div className={styles.layout}>
        <ConversationList selected={selected} onSelect={select} draft={draft} />
        {peer ? (
          <Thread
            key={`${peer.user_id}-${peer.property_id}`}
            peer={peer}
            onBack={() => select(null)}
            onMessageSent={() => {
              if (draftIsOpen) newChatUser.started();
            }}
          />
        ) : (
          <p className={styles.threadPlaceholder}>{t('thread.choose')}</p>
        )}
      </div>
    </div>
  );
}
