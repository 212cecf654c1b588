import type { ConversationKey } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { readBlockState } from './chat-sql';
import { openConversation, pushTo, sidesOf } from './conversation';

/**
 * Relays "I am typing in `chat`" to the other side of the conversation (every admin for the
 * desk), keyed from their point of view. Dropped without a word when the conversation cannot
 * exist (yourself, an unknown or deactivated user) or when either side has blocked the other:
 * a typing indicator must not tell a blocked user anything.
 */
export async function relayTyping(deps: AppDeps, from: AuthUser, chat: ConversationKey): Promise<void> {
  let opened;
  try {
    opened = await openConversation(deps.db, from, chat.user_id, chat.property_id);
  } catch (error) {
    if (error instanceof ApiError) return;
    throw error;
  }
  const { conversation, other } = opened;
  if (other && !other.is_active) return;
  const blocks = await readBlockState(deps.db, conversation);
  if (blocks.byMe || blocks.byOther) return;
  const { theirs } = sidesOf(conversation);
  pushTo(deps, theirs, 'chat:typing', { chat: theirs.key });
}
