-- Stale listings: a listing nobody renewed (edited, renewed, switched on) for a while is
-- reminded once, then switched off after a grace time; renewing brings it back.
--
-- renewed_at            when the owner last showed the listing is current; a new row's default.
-- renewal_reminded_at   when the reminder went out; null until then and again after renewing.
-- stale_deactivated_at  when the sweep switched it off; renewing switches back on only these,
--                       never a listing its owner switched off.
--
-- Existing rows start their renewal time at the upgrade: owners of old listings are not all
-- reminded on the same day, and the column comes with a stored default (now() is evaluated once
-- for the rows already there), so a million listings are not rewritten.

alter table properties
  add column renewed_at timestamptz not null default now(),
  add column renewal_reminded_at timestamptz,
  add column stale_deactivated_at timestamptz;

alter table projects
  add column renewed_at timestamptz not null default now(),
  add column renewal_reminded_at timestamptz,
  add column stale_deactivated_at timestamptz;

-- The sweep's two claims: live listings not yet reminded, by renewal time (a range scan below
-- the stale cutoff reads the stale ones only), and live listings reminded, by reminder time
-- (few: renewing leaves it). A sweep at a million listings reads index pages, not the table.
create index properties_renewal_due_idx on properties (renewed_at)
  where status = 1 and request_status = 'approved' and renewal_reminded_at is null;
create index properties_renewal_grace_idx on properties (renewal_reminded_at)
  where status = 1 and request_status = 'approved' and renewal_reminded_at is not null;
create index projects_renewal_due_idx on projects (renewed_at)
  where status = 1 and request_status = 'approved' and renewal_reminded_at is null;
create index projects_renewal_grace_idx on projects (renewal_reminded_at)
  where status = 1 and request_status = 'approved' and renewal_reminded_at is not null;
