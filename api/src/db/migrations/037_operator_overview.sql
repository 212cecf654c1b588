-- The operator console's overview (admin/overview) counts by day over the last 30 days and the
-- review queues now: each count reads a range of one index, never the whole table, so it stays
-- fast at a million listings. properties and projects already have created_at indexes.
create index users_created_idx on users (created_at);
create index reports_created_idx on reports (created_at);
create index chat_reports_created_idx on chat_reports (created_at);
-- Completed payments by day, with what the day's sums per currency read (an index-only scan).
create index payment_transactions_completed_idx on payment_transactions (created_at) include (currency, amount)
  where status = 'success';
-- The review queues of listings: counted, and listed oldest first.
create index properties_pending_idx on properties (created_at, id) where request_status = 'pending';
create index projects_pending_idx on projects (created_at, id) where request_status = 'pending';
