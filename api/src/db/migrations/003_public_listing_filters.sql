-- Filtered listing pages (get_property, get-property-list) at 100k listings. `total` is a
-- count over every match, and on the indexes of 001 it read one wide heap row (about 1 kB)
-- per match: a type + price filter took 35-45 ms on PostgreSQL, a broad text search 25-40 ms.

-- 1. Partial indexes over the public listings, keyed by the usual equality filter, then
--    newest first, carrying the other filter columns: the count is an index-only scan
--    (type + price ~3 ms, city or category < 1 ms) and the newest-first page walks the index
--    in order without touching the heap. city is included beside lower(city): the planner
--    takes an index-only scan only when the plain column is in the index too.
--    The predicate must stay identical to publicPropertySql() in modules/properties/constants.ts.
create index properties_public_type_newest_idx on properties (property_type, created_at desc, id desc)
  include (category_id, price)
  where status = 1 and request_status = 'approved';
create index properties_public_category_newest_idx on properties (category_id, created_at desc, id desc)
  include (property_type, price)
  where status = 1 and request_status = 'approved';
create index properties_public_city_newest_idx on properties (lower(city), created_at desc, id desc)
  include (city, property_type, category_id, price)
  where status = 1 and request_status = 'approved';

-- 2. Text search: a substring match has to re-check every trigram candidate in its row, so a
--    search over the wide listing rows reads most of the table for a common word. This narrow
--    copy of each listing (search text plus the columns the filters read, about 200 bytes a
--    row against 1 kB) holds the same rows under the same column names, so the same WHERE
--    clause runs on it: the count of a common word reads a fifth of the pages (garden, 15k
--    matches: 9 ms instead of 32). See matchTable() in modules/properties/criteria.ts.
--    Kept by the triggers below in the same transaction; deleting a listing cascades. A
--    column added here must be added to both triggers and to matchTable().
create table property_search (
  id integer primary key references properties on delete cascade,
  user_id integer not null,
  category_id integer not null,
  property_type text not null,
  price numeric(14, 2) not null,
  city text not null,
  state text not null,
  country text not null,
  status smallint not null,
  request_status text not null,
  created_at timestamptz not null,
  search_text text not null
);

insert into property_search
  (id, user_id, category_id, property_type, price, city, state, country, status, request_status, created_at, search_text)
select id, user_id, category_id, property_type, price, city, state, country, status, request_status, created_at, search_text
  from properties;

create index property_search_text_idx on property_search using gin (search_text gin_trgm_ops);
-- A city with a common word (city=Paris&search=street): the city's rows, filtered on the text.
create index property_search_city_idx on property_search (lower(city));

-- Inserts: once per statement (the seed inserts 5,000 listings at a time).
create function property_search_insert() returns trigger language plpgsql as $$
begin
  insert into property_search
    (id, user_id, category_id, property_type, price, city, state, country, status, request_status, created_at, search_text)
  select id, user_id, category_id, property_type, price, city, state, country, status, request_status, created_at, search_text
    from inserted;
  return null;
end $$;
create trigger properties_search_insert after insert on properties
  referencing new table as inserted
  for each statement execute function property_search_insert();

-- Updates: only those that set a copied column or a source of search_text (not the view
-- and like counters, which change all the time).
create function property_search_update() returns trigger language plpgsql as $$
begin
  update property_search
     set user_id = new.user_id, category_id = new.category_id, property_type = new.property_type,
         price = new.price, city = new.city, state = new.state, country = new.country,
         status = new.status, request_status = new.request_status, created_at = new.created_at,
         search_text = new.search_text
   where id = new.id;
  return null;
end $$;
create trigger properties_search_update
  after update of user_id, category_id, property_type, price, title, address, city, state, country, status,
    request_status, created_at
  on properties
  for each row execute function property_search_update();
