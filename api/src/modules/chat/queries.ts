import type { z } from 'zod';
import type { getChatsQuery } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import type { TableRow } from '../../db/kysely';
import { containsPattern, SqlParams } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { propertySeenBySql } from '../listing-rules/visibility';
import { blockSql, conversationSql, messageView } from './chat-sql';
import type { Conversation } from './conversation';
import type { DeskIdentity } from './desk';
import { messageColumns, type MessageRow } from './message-view';
import type { PageColumns } from './paging';

/*
 * The chat's hot-path statements, kept as hand-written SQL for their plans: the chat list and
 * the thread. Every other chat statement is built with Kysely; these use the same fragments
 * (chat-sql.ts) and their rows are typed from the schema.
 */

type Nullable<Row> = { [K in keyof Row]: Row[K] | null };

/** One conversation of the list: its last message, the other side and the property (both left joined). */
type ConversationColumns = TableRow<'chat_messages', 'id' | 'message' | 'file' | 'audio' | 'created_at'> &
  Nullable<TableRow<'users', 'name' | 'profile'>> &
  Nullable<TableRow<'properties', 'title' | 'title_image' | 'slug_id'>> & {
    /** The other side (0: the desk): the message's sender or receiver. */
    other_id: TableRow<'chat_messages', 'sender_id'>['sender_id'];
    property_id: NonNullable<TableRow<'chat_messages', 'property_id'>['property_id']>;
    is_mine: boolean;
    is_held: boolean;
    unread: boolean;
    unread_count: number;
    is_blocked_by_me: boolean;
    is_blocked_by_user: boolean;
    block_reason: TableRow<'blocks', 'reason'>['reason'];
  };

/** The chat list's row: the counts and one conversation of the page (all null on an empty page). */
export type ChatRow = { total: number; unread_total: number } & PageColumns<ConversationColumns>;

/**
 * The chat list (read on every visit): the caller's conversations with their last message,
 * unread counts and block state, the counts and one page in one statement. Kept as SQL for its
 * plan (window and lateral page over the caller's messages).
 */
export function readChatList(
  db: Queryable,
  caller: AuthUser,
  query: z.output<typeof getChatsQuery>,
  desk: DeskIdentity | undefined,
  page: { limit: number; offset: number },
): Promise<ChatRow[]> {
  const callerIsDesk = caller.role === 'admin';
  const view = messageView(callerIsDesk);
  const params = new SqlParams();
  params.add(caller.id);
  const filters: string[] = [];
  if (query.user_id !== undefined) {
    // A user names an admin as the desk they are.
    const other = params.add(query.user_id);
    filters.push(
      callerIsDesk || query.user_id === 0
        ? `c.other_id = ${other}`
        : `c.other_id = (select case when u.role = 'admin' then 0 else u.id end from users u where u.id = ${other})`,
    );
  }
  if (query.property_id !== undefined) filters.push(`c.property_id = ${params.add(query.property_id)}`);
  if (query.search) {
    const pattern = params.add(containsPattern(query.search));
    const deskMatch = desk ? ` or (c.other_id = 0 and lower(${params.add(desk.name)}) like ${pattern})` : '';
    filters.push(`(lower(o.name) like ${pattern} or lower(p.title) like ${pattern}${deskMatch})`);
  }
  const blocks = blockSql(callerIsDesk, '$1', 'l.other_id');
  return db.query<ChatRow>(
    `with seen as (
       select m.id, m.created_at,
              -- A held message its receiver has not revealed: nothing of it leaves the server.
              m.held and m.revealed_at is null and ${view.toMe} as is_held,
              case when m.held and m.revealed_at is null and ${view.toMe} then '' else m.message end as message,
              case when m.held and m.revealed_at is null and ${view.toMe} then '' else m.file end as file,
              case when m.held and m.revealed_at is null and ${view.toMe} then '' else m.audio end as audio, coalesce(m.property_id, 0) as property_id,
              ${view.other} as other_id, not ${view.toMe} as is_mine, ${view.toMe} and not m.is_read as unread
         from chat_messages m
        where ${view.scope} and m.deleted_at is null
     ),
     conversations as (
       select distinct on (s.other_id, s.property_id) s.*,
              (count(*) filter (where s.unread) over (partition by s.other_id, s.property_id))::int as unread_count
         from seen s
        order by s.other_id, s.property_id, s.created_at desc, s.id desc
     ),
     listed as (
       select c.*, o.name, o.profile, p.title, p.title_image, p.slug_id
         from conversations c
         left join users o on o.id = c.other_id
         -- A listing the caller may not see (an edit waiting for review, a rejection) is not
         -- named: the conversation stays, without its title, picture or slug, and is not found by them.
         left join properties p on p.id = c.property_id and ${propertySeenBySql('p', caller, '$1')}
        ${filters.length ? `where ${filters.join(' and ')}` : ''}
     )
     select (select count(*)::int from listed) as total,
            (select count(*)::int from seen where unread) as unread_total,
            page.*
       from (select 1) as one
       left join lateral (
         select l.*, ${blocks.byMe} as is_blocked_by_me, ${blocks.byOther} as is_blocked_by_user,
                ${blocks.myReason} as block_reason
           from listed l
          order by l.created_at desc, l.id desc
          limit ${params.add(page.limit)} offset ${params.add(page.offset)}
       ) as page on true`,
    params.values,
  );
}

/** The thread's row: its counts, block state and one message of the page (all null on an empty page). */
export type ThreadRow = {
  total: number;
  is_blocked_by_me: boolean;
  is_blocked_by_user: boolean;
} & PageColumns<MessageRow>;

/**
 * One conversation as the thread reads it on every open conversation: its count, block state
 * and one page of messages, newest first, in one statement.
 */
export function readThreadRows(
  db: Queryable,
  caller: AuthUser,
  conversation: Conversation,
  page: { limit: number; offset: number },
): Promise<ThreadRow[]> {
  const view = messageView(conversation.callerIsDesk);
  const blocks = blockSql(conversation.callerIsDesk, '$1', '$2::int');
  return db.query<ThreadRow>(
    `with thread as (
       select ${messageColumns} from chat_messages m where ${conversationSql(view, '$2::int', '$3::int')}
     )
     select (select count(*)::int from thread) as total,
            ${blocks.byMe} as is_blocked_by_me, ${blocks.byOther} as is_blocked_by_user, page.*
       from (select 1) as one
       left join lateral (
         select * from thread order by created_at desc, id desc limit $4 offset $5
       ) as page on true`,
    [caller.id, conversation.otherId, conversation.propertyId, page.limit, page.offset],
  );
}
