import type { ConversationKey } from '@domus/shared/contract';

export type { ConversationKey };

/**
 * What a thread shows of the other side and the property it is about: a get_chats item, or the
 * "new chat user" a property page left in the cached data before the conversation exists.
 */
export interface ConversationPeer extends ConversationKey {
  name: string;
  profile: string;
  title: string;
  title_image: string;
  slug_id: string;
}

export const sameConversation = (a: ConversationKey, b: ConversationKey) =>
  a.user_id === b.user_id && a.property_id === b.property_id;

/** user_id 0 is the admin desk: messages go with `to_admin` 1 instead of a receiver. */
export const isAdminDesk = (key: ConversationKey) => key.user_id === 0;

/** The other side's part of a send_message / block-user body. */
export const recipientFields = (key: ConversationKey, idField: 'receiver_id' | 'to_user_id'): Record<string, number> =>
  isAdminDesk(key) ? { to_admin: 1 } : { [idField]: key.user_id };

/** The name a thread shows: the admin desk goes by this site's word for it, whatever its account is called. */
export const peerName = (peer: ConversationPeer, adminName: string) => (isAdminDesk(peer) ? adminName : peer.name);
