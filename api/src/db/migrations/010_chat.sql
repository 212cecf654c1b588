-- Chat attachments (docs/SPEC.md §3 "Chat message"): a thread shows what a file is and how long
-- a voice note lasts without downloading either.
alter table chat_messages
  add column file_name text not null default '',
  add column file_kind text not null default '' check (file_kind in ('', 'image', 'pdf')),
  add column audio_seconds double precision not null default 0 check (audio_seconds >= 0);

-- The send rate limit counts one sender's recent messages (deleted ones included).
create index chat_messages_sender_time_idx on chat_messages (sender_id, created_at);

-- The admin desk: every to_admin message, by the user the conversation is with (the sender
-- when a user writes to the desk, the receiver when an admin answers).
create index chat_messages_desk_idx on chat_messages ((coalesce(receiver_id, sender_id)), property_id, created_at desc)
  where to_admin;

-- "Have they blocked me": blocks looked up by the blocked user.
create index blocks_blocked_idx on blocks (blocked_user_id);
