import type { z } from 'zod';
import type { ChatSummary, getChatsQuery } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { TableRow } from '../../db/kysely';
import { containsPattern, SqlParams } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { propertySeenBySql } from '../listing-rules/visibility';
import { blockSql, messageView } from './chat-sql';
import { deskIdentity } from './desk';
import { messageType, storedPerson } from './message-view';
import { chatPage, type ChatPage, type PageColumns } from './paging';

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

/** Kept as SQL (the chat list, read on every visit): the counts and one page of conversations. */
type ChatRow = { total: number; unread_total: number } & PageColumns<ConversationColumns>;

/**
 * get_chats: the caller's conversations, newest message first, each with its last message
 * and unread count, in one statement (one more to name the desk for users). Filters narrow
 * the page; `unread_total` always counts every conversation (the header's badge).
 */
export async function listChats(
  deps: AppDeps,
  caller: AuthUser,
  query: z.output<typeof getChatsQuery>,
): Promise<ChatPage<ChatSummary> & { unread_total: number }> {
  const callerIsDesk = caller.role === 'admin';
  const desk = callerIsDesk ? undefined : await deskIdentity(deps.db);
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
  const page = chatPage(query);
  const blocks = blockSql(callerIsDesk, '$1', 'l.other_id');
  const rows = await deps.db.query<ChatRow>(
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
  const first = rows[0]!;
  const data = rows.flatMap((row): ChatSummary[] => {
    if (row.id === null) return [];
    const otherId = storedPerson(row.other_id, row.id);
    return [
      {
        property_id: row.property_id,
        title: row.title ?? '',
        title_image: deps.files.url(row.title_image),
        slug_id: row.slug_id ?? '',
        date: row.created_at.toISOString(),
        user_id: otherId,
        name: otherId === 0 ? (desk?.name ?? '') : (row.name ?? ''),
        profile: deps.files.url(otherId === 0 ? desk?.profile : row.profile),
        unread_count: row.unread_count,
        last_message: row.message,
        last_message_type: messageType(row),
        last_message_is_mine: row.is_mine,
        last_message_is_held: row.is_held ? 1 : 0,
        is_blocked_by_me: row.is_blocked_by_me ? 1 : 0,
        is_blocked_by_user: row.is_blocked_by_user ? 1 : 0,
        block_reason: row.block_reason,
      },
    ];
  });
  return { ...page.reply(data, first.total), unread_total: first.unread_total };
}
