-- The operators' Verification screen pages agents' applications by keyset: a status's by
-- (status, created_at, id), pending ones oldest first and decided ones newest first, and all of
-- them newest first by (created_at, id). Each page reads one range of an index.
drop index verification_requests_status_idx;
create index verification_requests_status_keyset_idx on verification_requests (status, created_at, id);
create index verification_requests_keyset_idx on verification_requests (created_at, id);
