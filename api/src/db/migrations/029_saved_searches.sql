-- Saved searches with alerts: a member keeps a search (get_property's filters, a drawn area)
-- and hears about listings that become visible and match it.
--
-- saved_searches keeps each search twice: `filters` as the member gave it (to rebuild the
-- results link) and the same filters normalized into columns the matching statement joins on.
-- `match_key` files a search under its most selective equality filter (city, then category,
-- then type; '*' for none), so matching a batch of listings reads only the searches filed under
-- the keys those listings have, not every search for every listing.
create table saved_searches (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  frequency text not null check (frequency in ('instant', 'daily', 'weekly')),
  paused_at timestamptz,
  filters jsonb not null,
  category_id integer,
  city_key text,
  state_key text,
  country_key text,
  property_type text,
  min_price numeric,
  max_price numeric,
  posted_since_days integer,
  search_text text,
  -- listing_words_query(search_text), stored: the search box's own rule, computed once.
  search_query tsquery,
  owner_id integer,
  promoted boolean not null default false,
  min_lat double precision,
  max_lat double precision,
  min_lng double precision,
  max_lng double precision,
  area polygon,
  match_key text generated always as (
    case
      when city_key is not null then 'city:' || city_key
      when category_id is not null then 'category:' || category_id
      when property_type is not null then 'type:' || property_type
      else '*'
    end
  ) stored,
  last_digest_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_searches_user_idx on saved_searches (user_id, id);
create index saved_searches_match_key_idx on saved_searches (match_key) where paused_at is null;

-- What each search found: one row per search and listing, whatever happens to the listing after.
-- emailed_at: claimed by the e-mail that tells the member (instant, or the daily/weekly digest).
create table saved_search_matches (
  saved_search_id integer not null references saved_searches (id) on delete cascade,
  property_id integer not null references properties (id) on delete cascade,
  matched_at timestamptz not null default now(),
  emailed_at timestamptz,
  primary key (saved_search_id, property_id)
);
create index saved_search_matches_unsent_idx on saved_search_matches (saved_search_id) where emailed_at is null;
create index saved_search_matches_property_idx on saved_search_matches (property_id);

-- Listings that became visible and are not matched yet. Written in the transaction that makes
-- them visible (by the trigger below), emptied by the matching after commit: a matching that
-- fails or a process that dies leaves the rows for the next try, and never undoes the approval.
create table saved_search_pending (
  property_id integer primary key references properties (id) on delete cascade,
  queued_at timestamptz not null default now()
);

-- Every way a listing becomes visible by an update (an admin's approval, its owner switching it
-- on, a renewal bringing it back) goes through here. A new listing posted as approved is queued
-- by the posting itself: a trigger on insert would queue every listing a bulk seed loads.
create function saved_search_queue_visible() returns trigger
  language plpgsql
  as $$
begin
  if new.status = 1 and new.request_status = 'approved'
     and not (old.status = 1 and old.request_status = 'approved') then
    insert into saved_search_pending (property_id) values (new.id) on conflict do nothing;
  end if;
  return null;
end
$$;
create trigger properties_saved_search_queue
  after update of status, request_status on properties
  for each row execute function saved_search_queue_visible();

-- A notification may lead somewhere other than a listing (a saved search's results).
alter table notifications add column link text not null default '';
