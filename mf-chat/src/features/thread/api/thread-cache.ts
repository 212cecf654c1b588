import type { BlockState, ChatMessage } from '@domus/shared/contract';

import type { ThreadData } from './get-messages';

/*
 * How the cached pages of a thread change without a refetch: a message sent or pushed, one
 * deleted, mine read by the other side, a block. Each returns the data unchanged (same object)
 * when there is nothing to change, so React Query does not re-render for nothing.
 */

export type ThreadDataUpdate = (data: ThreadData | undefined) => ThreadData | undefined;

const mapPages = (data: ThreadData, change: (page: ThreadData['pages'][number]) => ThreadData['pages'][number]) => ({
  ...data,
  pages: data.pages.map(change),
});

/** Whether the loaded thread has the message with this id. */
export const hasMessage = (data: ThreadData | undefined, id: number) =>
  data?.pages.some((page) => page.messages.some((item) => item.id === id)) ?? false;

/** Adds a message at the newest end, once: the reply to my send and the push of it carry the same id. */
export function withMessage(data: ThreadData | undefined, message: ChatMessage): ThreadData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (hasMessage(data, message.id)) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, messages: [message, ...newest.messages] }, ...older] };
}

export function withoutMessage(data: ThreadData | undefined, id: number): ThreadData | undefined {
  if (!data || !hasMessage(data, id)) return data;
  return mapPages(data, (page) => ({ ...page, messages: page.messages.filter((item) => item.id !== id) }));
}

/** The other side read my messages up to and including `upToId`. */
export function withReadUpTo(data: ThreadData | undefined, myId: number, upToId: number): ThreadData | undefined {
  const unread = (item: ChatMessage) => item.sender_id === myId && item.id <= upToId && !item.is_read;
  if (!data || !data.pages.some((page) => page.messages.some(unread))) return data;
  return mapPages(data, (page) => ({
    ...page,
    messages: page.messages.map((item) => (unread(item) ? { ...item, is_read: true } : item)),
  }));
}

export function withBlockState(data: ThreadData | undefined, state: BlockState): ThreadData | undefined {
  if (!data) return data;
  return mapPages(data, (page) => ({
    ...page,
    blockedByMe: state.is_blocked_by_me === 1,
    blockedByUser: state.is_blocked_by_user === 1,
  }));
}

/** Puts a message in place of the one with its id (a held message once shown). */
export function withReplacedMessage(data: ThreadData | undefined, message: ChatMessage): ThreadData | undefined {
  if (!data || !hasMessage(data, message.id)) return data;
  return mapPages(data, (page) => ({
    ...page,
    messages: page.messages.map((item) => (item.id === message.id ? message : item)),
  }));
}
