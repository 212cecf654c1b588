import type { ChatMessage } from '@domus/shared/contract';
import { Button, FileIcon } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';
import { formatMessageTime } from '../../../lib/message-time';

export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  onDelete: (message: ChatMessage) => void;
  /** Shows a held message (reveal_chat_message); `revealing` while it is asked. */
  onReveal: (message: ChatMessage) => void;
  revealing: boolean;
}

/** One message: its text, image (opens full size), PDF link or voice note; time; read receipt and Delete on mine. */
export function MessageBubble({ message, mine, onDelete, onReveal, revealing }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const fileName = message.file_name || t('thread.file');
  return (
    <li className={mine ? `${styles.bubble} ${styles.bubbleMine}` : styles.bubble} data-message-id={message.id}>
      {message.is_held ? (
        <div className={styles.held}>
          <p>{t('chatMessages.heldMessage')}</p>
          <Button variant="secondary" size="small" disabled={revealing} onClick={() => onReveal(message)}>
            {t('chatMessages.showHeldMessage')}
          </Button>
        </div>
      ) : null}
      {message.file && message.file_kind === 'image' ? (
        <a href={message.file} target="_blank" rel="noopener noreferrer" className={styles.imageLink}>
          <img className={styles.image} src={message.file} alt={t('thread.openImage', { name: fileName })} />
        </a>
      ) : null}
      {message.file && message.file_kind !== 'image' ? (
        <a href={message.file} target="_blank" rel="noopener noreferrer" className={styles.fileLink}>
          <FileIcon size={16} />
          {message.file_name ? <bdi>{fileName}</bdi> : fileName}
        </a>
      ) : null}
      {message.audio ? (
        <audio
          className={styles.audio}
          controls
          preload="metadata"
          src={message.audio}
          aria-label={t('thread.voiceNote')}
        />
      ) : null}
      {message.message ? (
        <p className={styles.text} dir="auto">
          {message.message}
        </p>
      ) : null}
      <p className={styles.bubbleMeta}>
        <time dateTime={message.created_at} title={new Date(message.created_at).toLocaleString(i18n.language)}>
          {formatMessageTime(message.created_at, i18n.language)}
        </time>
        {mine ? (
          <span className={message.is_read ? styles.receiptRead : undefined}>
            {t(message.is_read ? 'thread.read' : 'thread.sent')}
          </span>
        ) : null}
        {mine ? (
          <button
            type="button"
            className={styles.deleteButton}
            aria-label={t('thread.deleteMessage')}
            onClick={() => onDelete(message)}
          >
            {t('thread.delete')}
          </button>
        ) : null}
      </p>
    </li>
  );
}
