import type { ChatSummary } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import type { TFunction } from 'i18next';

/**
 * The last message in one line: its text (isolated: it is the sender's, in its own direction), or
 * what it was when it had none (a voice note, a file).
 */
export function conversationPreview(conversation: ChatSummary, t: TFunction<'chat'>): string {
  const { last_message: text, last_message_type: type } = conversation;
  // Its text is withheld by the server until shown in the thread.
  if (conversation.last_message_is_held) return t('conversations.heldMessage');
  const preview =
    type === 'audio'
      ? t('conversations.voiceNote')
      : type === 'file' || (type === 'file_and_text' && !text)
        ? t('conversations.file')
        : text && isolate(text);
  return conversation.last_message_is_mine && preview ? t('conversations.mine', { text: preview }) : preview;
}
