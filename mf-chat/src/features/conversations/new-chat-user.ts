import { cachedDataAtom, cachedDataTransitions } from '@domus/shared/store';
import { useQueryClient } from '@domus/shared/query';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

import type { ConversationPeer } from '../../lib/conversation';
import { conversationQueryOptions } from './api/get-chats';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const wholeNumber = (value: unknown) => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/**
 * The person a property page asked to chat with ("Chat with owner" sets `newUserChatData`:
 * user_id, name, profile, property_id, title, title_image, slug_id). It is persisted with the
 * rest of the cached data, so it is read defensively: anything unusable counts as none.
 */
export function readNewChatUser(data: Record<string, unknown> | null): ConversationPeer | null {
  const userId = wholeNumber(data?.user_id);
  if (!data || userId === undefined) return null;
  return {
    user_id: userId,
    property_id: wholeNumber(data.property_id) ?? 0,
    name: text(data.name),
    profile: text(data.profile),
    title: text(data.title),
    title_image: text(data.title_image),
    slug_id: text(data.slug_id),
  };
}

/**
 * The new chat user, and `started` for when its first message is sent: the conversation exists
 * now, so the cached data lets go of it (newChatUserRemoved) and the thread's header keeps its
 * name and property while the list catches up.
 */
export function useNewChatUser(): { peer: ConversationPeer | null; started: () => void } {
  const queryClient = useQueryClient();
  const [cachedData, setCachedData] = useAtom(cachedDataAtom);
  const peer = useMemo(() => readNewChatUser(cachedData.newUserChatData), [cachedData.newUserChatData]);
  const started = useCallback(() => {
    if (peer) queryClient.setQueryData(conversationQueryOptions(peer).queryKey, peer);
    setCachedData(cachedDataTransitions.newChatUserRemoved(cachedData));
  }, [peer, queryClient, cachedData, setCachedData]);
  return { peer, started };
}
