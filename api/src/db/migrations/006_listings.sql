-- Posting listings: an owner's own lists (get-added-properties, get-added-projects) are read
-- newest first for one user, in every state.
create index properties_user_newest_idx on properties (user_id, created_at desc, id desc);
create index projects_user_newest_idx on projects (user_id, created_at desc, id desc);
