import type { BlockState, ChatMessage } from './schemas/chat';
import type { UserNotification } from './schemas/accounts';

/*
 * The realtime socket (Socket.IO at path `/socket.io/` on the API's origin). The handshake
 * carries the bearer token as `auth: { token }`; no token or a bad, expired or revoked one is
 * refused with a connect_error whose message is `realtimeErrors.unauthorized`. Each socket
 * joins its user's room, so every tab of a user gets every event. Everything pushed here has
 * been stored first: a client that was offline catches up with get_chats / get_messages /
 * get_notification_list after it reconnects.
 */

export const realtimePath = '/socket.io/';

export const realtimeErrors = {
  unauthorized: 'unauthorized',
  accountDeactivated: 'account_deactivated',
} as const;

/** A conversation: the other person (0: the admin desk) and the property (0: none), from the receiver's side. */
export interface ConversationKey {
  user_id: number;
  property_id: number;
}

/** Server → client events. Payload `chat` keys are from the receiving user's point of view. */
export interface ServerToClientEvents {
  /**
   * A new message, to the receiver and to the sender's other tabs; or a held message its receiver
   * showed, with its text, to the receiver's tabs (a client that has the id replaces it).
   */
  'chat:message': (payload: { chat: ConversationKey; message: ChatMessage }) => void;
  /** A message its sender deleted: remove it on both sides. */
  'chat:deleted': (payload: { chat: ConversationKey; id: number }) => void;
  /** The other side read my messages in `chat` up to and including `up_to_id`. */
  'chat:read': (payload: { chat: ConversationKey; up_to_id: number }) => void;
  /** The other side is typing in `chat` (repeated while they type; stale after 5 s). */
  'chat:typing': (payload: { chat: ConversationKey }) => void;
  /** A block or unblock between me and `user_id` (either side did it). */
  'chat:block': (payload: BlockState) => void;
  /** A new notification, with my unread count after it. */
  notification: (payload: { notification: UserNotification; unread: number }) => void;
}

/** Client → server events. */
export interface ClientToServerEvents {
  /** I am typing in `chat` (sent at most every 2 s); relayed unless either side has blocked the other. */
  'chat:typing': (payload: ConversationKey) => void;
}

/** How long a typing indicator stays without a new typing event. */
export const typingIndicatorMs = 5000;
