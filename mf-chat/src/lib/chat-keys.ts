import type { ConversationKey } from './conversation';

/**
 * Query keys of this remote. Both features change each other's data (a sent message moves its
 * conversation to the top, a read thread clears the list's unread badge), so the prefixes they
 * invalidate live here rather than in either feature.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  conversationLists: () => ['chat', 'conversations', 'list'] as const,
  conversationList: (search: string) => ['chat', 'conversations', 'list', search] as const,
  conversation: (key: ConversationKey) => ['chat', 'conversations', 'one', key.user_id, key.property_id] as const,
  messagesWith: (userId: number) => ['chat', 'messages', userId] as const,
  messages: (key: ConversationKey) => ['chat', 'messages', key.user_id, key.property_id] as const,
};
