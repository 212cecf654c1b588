-- The console's Duplicates and Chat reports screens: both lists are paged by keyset, newest
-- first (created_at, id), the open cases or the decided ones; an index for each order. A chat
-- report keeps the reason of its decision and of lifting its ban (the decision log has them too).
drop index duplicate_suspicions_open_idx;
create index duplicate_suspicions_open_idx on duplicate_suspicions (created_at desc, id desc) where state = 'open';
create index duplicate_suspicions_decided_idx on duplicate_suspicions (created_at desc, id desc) where state <> 'open';
drop index chat_reports_open_idx;
create index chat_reports_open_idx on chat_reports (created_at desc, id desc) where decision is null;
create index chat_reports_decided_idx on chat_reports (created_at desc, id desc) where decision is not null;
alter table chat_reports
  add column decision_reason text not null default '',
  add column lift_reason text not null default '';
