import type { ChatMessage } from '@domus/shared/contract';
import { useSessionUser } from '@domus/shared/store';
import { isolate } from '@domus/shared/format';
import { ErrorState, Spinner } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { ApiErrorText, useApiErrorText, useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import { knownChatMessage } from '../../../lib/chat-message-text';
import { isAdminDesk, peerName, type ConversationPeer } from '../../../lib/conversation';
import { useChangeBlock } from '../api/block-user';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { threadMessages, useMessages } from '../api/get-messages';
import { useReportChat } from '../api/report-chat';
import { useRevealChatMessage } from '../api/reveal-chat-message';
import { useLiveThread } from '../use-live-thread';
import { useMarkRead } from '../use-mark-read';
import { useTypingIndicator } from '../use-typing-indicator';
import { BlockDialog } from './block-dialog';
import { BlockedNotice } from './blocked-notice';
import { Composer } from './composer';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageList } from './message-list';
import { ReportDialog } from './report-dialog';
import { ThreadHeader } from './thread-header';

export interface ThreadProps {
  /** Render with `key` per conversation: every piece of state here belongs to one conversation. */
  peer: ConversationPeer;
  onBack: () => void;
  /** After each message this side sends (a new conversation now exists). */
  onMessageSent: () => void;
}

/** One conversation: its messages (live), typing, read receipts, deleting mine, blocking, and the composer. */
export function Thread({ peer, onBack, onMessageSent }: ThreadProps) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const conversation = { user_id: peer.user_id, property_id: peer.property_id };
  const name = peerName(peer, t('conversations.admin'));
  // In a sentence, a person's name keeps its own direction; the admin desk's is this site's word.
  const nameInText = isAdminDesk(peer) ? name : isolate(name);
  const myId = useSessionUser()?.id;
  const query = useMessages(conversation);
  const typing = useTypingIndicator(conversation);
  const messageArrived = useMarkRead(conversation);
  const [announcement, setAnnouncement] = useState('');
  useLiveThread(conversation, myId, (message) => {
    typing.stop();
    messageArrived();
    setAnnouncement(
      t('thread.newMessage', {
        name: nameInText,
        text: message.is_held
          ? t('chatMessages.heldMessage')
          : message.message
            ? isolate(message.message)
            : t('thread.attachment'),
      }),
    );
  });

  const deletion = useDeleteChatMessage(conversation);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const block = useChangeBlock(conversation);
  const [askingToBlock, setAskingToBlock] = useState(false);
  const errorText = useApiErrorText();
  const reveal = useRevealChatMessage(conversation);
  const report = useReportChat(conversation);
  const [askingToReport, setAskingToReport] = useState(false);
  const [reported, setReported] = useState(false);

  const newest = query.data?.pages[0];
  const blockedByMe = newest?.blockedByMe ?? false;
  const blocked = blockedByMe || (newest?.blockedByUser ?? false);
  const messages = threadMessages(query.data);

  return (
    <section className={styles.threadPane} aria-labelledby={headingId}>
      <ThreadHeader
        peer={peer}
        name={name}
        headingId={headingId}
        canBlock={query.isSuccess && !blockedByMe}
        onBlock={() => {
          block.reset();
          setAskingToBlock(true);
        }}
        canReport={query.isSuccess && messages.length > 0 && !isAdminDesk(peer) && !reported}
        onReport={() => {
          report.reset();
          setAskingToReport(true);
        }}
        onBack={onBack}
      />
      {query.isPending ? <Spinner label={t('state.loading')} /> : null}
      {query.isError ? (
        <ErrorState
          title={t('thread.error')}
          message={<ApiErrorText error={query.error} />}
          onRetry={() => void query.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {query.isSuccess && messages.length === 0 ? <p className={styles.threadEmpty}>{t('thread.empty')}</p> : null}
      <MessageList
        messages={messages}
        myId={myId}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        loadOlder={() => void query.fetchNextPage()}
        onDelete={(message) => {
          deletion.reset();
          setDeleting(message);
        }}
        onReveal={(message) => reveal.mutate(message.id)}
        revealingId={reveal.isPending ? reveal.variables : undefined}
      />
      {reveal.isError ? (
        <p className={styles.alert} role="alert">
          {errorText(reveal.error, knownChatMessage(t))}
        </p>
      ) : null}
      {reported ? (
        <p className={styles.banner} role="status">
          {t('chatMessages.conversationReported')}
        </p>
      ) : null}
      {typing.typing ? (
        <p className={styles.typing} role="status">
          {t('thread.typing', { name: nameInText })}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {query.isSuccess && blocked ? (
        <BlockedNotice
          blockedByMe={blockedByMe}
          adminDesk={isAdminDesk(conversation)}
          unblocking={block.isPending}
          failure={askingToBlock ? null : (block.error?.message ?? null)}
          onUnblock={() => block.mutate({ block: false })}
        />
      ) : null}
      {query.isSuccess && !blocked ? <Composer conversation={conversation} onSent={onMessageSent} /> : null}

      {deleting ? (
        <DeleteMessageDialog
          pending={deletion.isPending}
          failure={deletion.error?.message ?? null}
          onClose={() => setDeleting(null)}
          onConfirm={() => deletion.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
      {askingToReport ? (
        <ReportDialog
          name={nameInText}
          pending={report.isPending}
          failure={report.error ? errorText(report.error, knownChatMessage(t)) : null}
          onClose={() => setAskingToReport(false)}
          onReport={(details) =>
            report.mutate(details, {
              onSuccess: () => {
                setAskingToReport(false);
                setReported(true);
              },
            })
          }
        />
      ) : null}
      {askingToBlock ? (
        <BlockDialog
          name={nameInText}
          pending={block.isPending}
          failure={block.error?.message ?? null}
          onClose={() => setAskingToBlock(false)}
          onBlock={(reason) => block.mutate({ block: true, reason }, { onSuccess: () => setAskingToBlock(false) })}
        />
      ) : null}
    </section>
  );
}
