-- Read state of notifications: one marker per user. Site-wide notifications (user_id null)
-- are one row for everyone, so a per-row flag could not say who read them; a notification
-- is unread when it is newer than its reader's marker (null: nothing read yet).
alter table users add column notifications_read_at timestamptz;
alter table notifications drop column is_read;

-- A notice with a collapse key replaces the user's unread notice of the same key (one
-- "New message from X" per conversation, not one per message). Marking notifications read
-- clears the keys, so at most one row per user and key is open to replacement.
alter table notifications add column collapse_key text;
create unique index notifications_collapse_idx on notifications (user_id, collapse_key) where collapse_key is not null;

-- The expiry notice of a subscription is sent once, whichever API process sweeps first.
alter table user_packages add column expiry_notified_at timestamptz;
