import { chatMessages, type ConversationKey } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf, type TableRow } from '../../db/kysely';
import { invalidInput, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import type { Reader } from './message-view';
import type { RealtimeEvent, RealtimePayload } from '../../realtime/publisher';

/**
 * One conversation as the caller sees it, shaped like the contract's ConversationKey.
 * Admins all speak as one admin desk: a user's chat with any admin is the desk (other 0 on
 * the user's side), and an admin's chats are the desk's conversations with users, so two
 * admins answering the same user see one thread.
 */
export interface Conversation {
  callerId: number;
  /** The caller is an admin, speaking as the desk. */
  callerIsDesk: boolean;
  /** The other person; 0 is the desk (the caller is then a user). */
  otherId: number;
  /** 0: about no property. */
  propertyId: number;
}

/** The other person of a conversation, when it is a person. */
export type OtherPerson = TableRow<'users', 'id' | 'name' | 'is_active'>;

/**
 * The conversation of the caller with `userId` (0: the desk). Talking to yourself, or an
 * admin to the desk or another admin, is refused with `selfMessage`; an unknown user is a 404.
 */
export async function openConversation(
  db: Queryable,
  caller: AuthUser,
  userId: number,
  propertyId: number,
  selfMessage: string = chatMessages.cannotChatWithSelf,
): Promise<{ conversation: Conversation; other?: OtherPerson }> {
  const callerIsDesk = caller.role === 'admin';
  const conversation = (otherId: number): Conversation => ({ callerId: caller.id, callerIsDesk, otherId, propertyId });
  if (userId === caller.id || (userId === 0 && callerIsDesk)) throw invalidInput(selfMessage);
  if (userId === 0) return { conversation: conversation(0) };
  const other = await kyselyOf(db)
    .selectFrom('users')
    .select(['id', 'name', 'is_active', 'role'])
    // role: the CHECK constraint of migration 001.
    .$narrowType<Pick<AuthUser, 'role'>>()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!other) throw notFound(chatMessages.userNotFound);
  if (other.role !== 'admin') return { conversation: conversation(other.id), other };
  if (callerIsDesk) throw invalidInput(selfMessage);
  return { conversation: conversation(0) };
}

/** The user of a desk conversation (undefined for a chat between two people). */
export const deskUserOf = (c: Conversation): number | undefined =>
  c.callerIsDesk ? c.otherId : c.otherId === 0 ? c.callerId : undefined;

/** Who gets a push for one side of a conversation, that side's key, and whether it is the desk. */
export interface ChatSide {
  to: number | 'admins';
  key: ConversationKey;
  isDesk: boolean;
}

/** The caller's side and the other side, each with the conversation key from its own point of view. */
export function sidesOf(c: Conversation): { mine: ChatSide; theirs: ChatSide } {
  const property_id = c.propertyId;
  const mine: ChatSide = {
    to: c.callerIsDesk ? 'admins' : c.callerId,
    key: { user_id: c.otherId, property_id },
    isDesk: c.callerIsDesk,
  };
  const theirs: ChatSide =
    c.otherId === 0
      ? { to: 'admins', key: { user_id: c.callerId, property_id }, isDesk: true }
      : { to: c.otherId, key: { user_id: c.callerIsDesk ? 0 : c.callerId, property_id }, isDesk: false };
  return { mine, theirs };
}

/** The reader of a side's copy of a message (what it may see of a held one). */
export const readerOf = (side: ChatSide): Reader =>
  side.to === 'admins' ? { id: 0, isDesk: true } : { id: side.to, isDesk: false };

/** Pushes to one side: a user's tabs, or every admin's for the desk. */
export function pushTo<E extends RealtimeEvent>(deps: AppDeps, side: ChatSide, event: E, payload: RealtimePayload<E>) {
  if (side.to === 'admins') deps.realtime.toAdmins(event, payload);
  else deps.realtime.toUser(side.to, event, payload);
}
