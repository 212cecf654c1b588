import { aUser as aSharedUser } from '@domus/shared/testing';
import type { ChatMessage, ChatSummary, User } from '@domus/shared/contract';

export const testSettings = { company_name: 'Domus' };

/** The shared test user, without a profile picture (avatars show initials). */
export const aUser = (overrides: Partial<User> = {}): User => aSharedUser({ profile: '', ...overrides });

/** Rui (user 9) about the Sunny villa (property 1). */
export function aConversation(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    property_id: 1,
    title: 'Sunny villa in Lisbon',
    title_image: 'https://example.test/villa.jpg',
    slug_id: 'sunny-villa-lisbon',
    date: '2026-03-01T10:00:00.000Z',
    user_id: 9,
    name: 'Rui Lima',
    profile: '',
    unread_count: 0,
    last_message: 'Is it still available?',
    last_message_type: 'text',
    last_message_is_mine: false,
    last_message_is_held: 0,
    is_blocked_by_me: 0,
    is_blocked_by_user: 0,
    block_reason: '',
    ...overrides,
  };
}

/** A text message from Rui (9) to Ana (7) about property 1. */
export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    sender_id: 9,
    receiver_id: 7,
    property_id: 1,
    message: 'Hello',
    file: '',
    file_kind: '',
    file_name: '',
    audio: '',
    audio_seconds: 0,
    chat_message_type: 'text',
    is_read: false,
    created_at: '2026-03-01T10:00:00.000Z',
    time_ago: '1 hour ago',
    is_held: 0,
    ...overrides,
  };
}

/** A get_chats / get_messages page reply. */
export const chatPage = (data: unknown[], extras: Record<string, unknown> = {}) => ({
  body: {
    error: false,
    message: 'ok',
    data,
    total: data.length,
    total_page: 1,
    page: 1,
    per_page: 15,
    unread_total: 0,
    is_blocked_by_me: 0,
    is_blocked_by_user: 0,
    ...extras,
  },
});

/**
 * get_chats as the API answers it: `user_id` / `property_id` narrow to one conversation,
 * `search` matches the name or the property title.
 */
export const chatsReply =
  (conversations: ChatSummary[], extras: Record<string, unknown> = {}) =>
  ({ url }: { url: URL }) => {
    const query = url.searchParams;
    const search = query.get('search')?.toLowerCase();
    return chatPage(
      conversations.filter(
        (item) =>
          (!query.has('user_id') || String(item.user_id) === query.get('user_id')) &&
          (!query.has('property_id') || String(item.property_id) === query.get('property_id')) &&
          (!search || `${item.name} ${item.title}`.toLowerCase().includes(search)),
      ),
      extras,
    );
  };
