import { sessionAtom } from '@domus/shared/store';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { isolate } from '@domus/shared/format';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { sameConversation, type ConversationKey, type ConversationPeer } from '../../../lib/conversation';
import { useConversations } from '../api/get-chats';
import { useLiveConversations } from '../use-live-conversations';
import { ConversationItem } from './conversation-item';

const SEARCH_PAUSE_MS = 300;
const adminDesk = { user_id: 0, property_id: 0 };

export interface ConversationListProps {
  selected: ConversationKey | null;
  onSelect: (key: ConversationKey) => void;
  /** A conversation the user asked for that may not exist yet: shown at the top until it does. */
  draft: ConversationPeer | null;
}

/** The user's conversations, searched on the server, a page at a time ("Load more" at the bottom). */
export function ConversationList({ selected, onSelect, draft }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const list = useConversations(settledSearch);
  useLiveConversations();
  // Admins answer as the desk: they cannot write to it.
  const isAdmin = useAtomValue(sessionAtom).data?.role === 'admin';

  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const showDraft =
    draft !== null && !settledSearch && !list.isPending && !conversations.some((item) => sameConversation(item, draft));

  return (
    <section className={styles.listPane} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <h2 id={headingId} className={styles.paneTitle}>
          {t('conversations.title')}
        </h2>
        {isAdmin ? null : (
          <Button variant="secondary" size="small" onClick={() => onSelect(adminDesk)}>
            {t('conversations.chatWithAdmin')}
          </Button>
        )}
      </div>
      <input
        type="search"
        className={styles.search}
        aria-label={t('conversations.search')}
        placeholder={t('conversations.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('conversations.error')}
          message={<ApiErrorText error={list.error} />}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.isSuccess && conversations.length === 0 && !showDraft ? (
        <EmptyState
          title={
            settledSearch ? t('conversations.noMatches', { search: isolate(settledSearch) }) : t('conversations.empty')
          }
          description={settledSearch ? undefined : t('conversations.emptyText')}
        />
      ) : null}
      {conversations.length > 0 || showDraft ? (
        <ul className={styles.conversations} aria-label={t('conversations.label')}>
          {showDraft ? (
            <ConversationItem
              peer={draft}
              selected={selected !== null && sameConversation(selected, draft)}
              onSelect={() => onSelect(draft)}
            />
          ) : null}
          {conversations.map((conversation) => (
            <ConversationItem
              key={`${conversation.user_id}-${conversation.property_id}`}
              peer={conversation}
              summary={conversation}
              selected={selected !== null && sameConversation(selected, conversation)}
              onSelect={() => onSelect(conversation)}
            />
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="ghost"
          className={styles.loadMore}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('state.loading') : t('conversations.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
