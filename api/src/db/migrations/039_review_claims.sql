-- The console's review queues. A claim says which operator has an item open (a pending
-- property, project or advertisement, or an open listing report) until when: renewed while
-- the item stays open, it lapses a few minutes after the operator leaves it. Another operator's
-- decision on a claimed item is refused; one row per item, taken over once it has lapsed.
create table review_claims (
  subject text not null check (subject in ('property', 'project', 'advertisement', 'report')),
  subject_id integer not null,
  claimed_by integer not null references users on delete cascade,
  claimed_until timestamptz not null,
  primary key (subject, subject_id)
);
create index review_claims_by_idx on review_claims (claimed_by);
-- Keyset pages (created_at, id) of each queue: oldest first for the pending ones (properties
-- and projects have theirs since migration 037), newest first for the open reports.
create index advertisements_pending_idx on advertisements (created_at, id) where status = 'pending';
drop index reports_open_idx;
create index reports_open_idx on reports (created_at desc, id desc) where decision is null;
create index reports_created_id_idx on reports (created_at desc, id desc);
