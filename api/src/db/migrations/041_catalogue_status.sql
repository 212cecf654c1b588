-- The admin's catalogue screen retires parameters (a category's facilities) and facilities
-- (nearby-place types) instead of deleting them: listings that use one keep their value and go
-- on showing it, but a retired one is no longer offered to new listings or in the filters.
-- (Categories and packages have had a status since migration 001.)
alter table parameters add column status smallint not null default 1 check (status in (0, 1));
alter table facilities add column status smallint not null default 1 check (status in (0, 1));
