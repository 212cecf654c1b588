import { chatMessages } from '@domus/shared/contract';
import type { TFunction } from 'i18next';

/** The contract's chat texts this remote translates (its locales' `chatMessages`). */
const translated = [
  'tooManyMessages',
  'tooManyNewConversations',
  'chatBanned',
  'blockedByMe',
  'blockedByUser',
  'adminBlockedByMe',
  'alreadyReported',
] as const satisfies readonly (keyof typeof chatMessages)[];

/**
 * For useApiErrorText's `known`: a server refusal the contract words (the send limits, a chat
 * ban, a report made twice) in the page's language.
 */
export function knownChatMessage(t: TFunction<'chat'>): (message: string) => string | undefined {
  return (message) => {
    const key = translated.find((name) => chatMessages[name] === message);
    return key && t(`chatMessages.${key}`);
  };
}
