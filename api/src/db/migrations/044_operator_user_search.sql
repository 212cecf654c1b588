-- The operators' Users screen finds anyone by part of a name, an e-mail or a phone number, and
-- pages by id: trigram indexes answer "contains" searches at a million accounts without reading
-- every row, and a role's members come by (role, id).
create index users_name_trgm_idx on users using gin (lower(name) gin_trgm_ops);
create index users_email_trgm_idx on users using gin (lower(coalesce(email, '')) gin_trgm_ops);
create index users_mobile_trgm_idx on users using gin (mobile gin_trgm_ops);
create index users_role_id_idx on users (role, id);
