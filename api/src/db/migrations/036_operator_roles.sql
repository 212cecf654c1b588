-- Operators: besides admins (everything), moderators work the review queues, reports, agent
-- verification and members' status. A session remembers when its holder last proved who they
-- are (signing in, or giving the password or a code again): sensitive operator actions ask
-- again once that is older than ten minutes.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('admin', 'moderator', 'user'));

alter table sessions add column verified_at timestamptz;
update sessions set verified_at = created_at;
alter table sessions alter column verified_at set default now();
alter table sessions alter column verified_at set not null;
