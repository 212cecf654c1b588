-- Text searches at a million listings. A search box text with a few thousand matches among
-- the filters' listings was counted and paged by reading every listing with its words (all
-- of London's 29,000 for "london", for sale, up to 500,000: 489 matches, 50 ms to count and
-- 50 ms again to collect the page). Now (see textSearchPage() in modules/properties/service.ts)
-- a sample of the listings tells about how many match: many are walked in order to the page,
-- with that estimate as their total; few are collected, and counted, in one pass over an
-- index that holds the type, category and city beside the words.

-- 1. The keys of a listing: its words with each of their beginnings of three letters or more
--    (as listing_word_prefixes of migration 017 gives them) and its type, category and city,
--    so a text search with those filters is one query of the index, intersected as it is
--    read, instead of the words' listings each read to test the filters. The filters' keys
--    begin with "=", which no word of a text begins with, so a typed word (or the beginning of
--    one) never matches them. Prices are not keys: a range is many of them, and the index
--    reads every listing of each (30 ms for "up to 500,000"). A loop in plpgsql: 8 us a
--    listing against 21 for SQL set functions, so the index builds in half the time.
create function listing_search_keys(search_text text, property_type text, category_id integer, city text)
  returns tsvector
  language plpgsql immutable strict parallel safe
  as $$
declare
  keys text[] := array['=type=' || property_type, '=category=' || category_id, '=city=' || lower(city)];
  word text;
begin
  foreach word in array tsvector_to_array(to_tsvector('simple', search_text)) loop
    for n in least(3, length(word))..length(word) loop
      keys := keys || left(word, n);
    end loop;
  end loop;
  return array_to_tsvector(keys);
end
$$;
alter function listing_search_keys(text, text, integer, text) cost 1000;

-- The filters' part of such a query (null when none is given).
create function listing_facets_query(property_type text, category_id integer, city text) returns tsquery
  language plpgsql immutable parallel safe
  as $$
begin
  return (select string_agg(quote_literal(token), ' & ')::tsquery
            from unnest(array['=type=' || property_type, '=category=' || category_id, '=city=' || lower(city)]) as token
           where token is not null);
end
$$;

-- The search box's two queries (migrations 016 and 017), the same, in plpgsql: the planner
-- inlined the SQL ones by parsing their bodies at every statement, about half its planning.
create or replace function listing_words_query(text) returns tsquery
  language plpgsql immutable strict parallel safe
  as $$
begin
  return (select to_tsquery('simple', string_agg(quote_literal(word) || ':*', ' & '))
            from unnest(tsvector_to_array(to_tsvector('simple', $1))) as word);
end
$$;
create or replace function listing_prefix_query(text) returns tsquery
  language plpgsql immutable strict parallel safe
  as $$
begin
  return (select to_tsquery('simple',
                   string_agg(quote_literal(word) || case when length(word) < 3 then ':*' else '' end, ' & '))
            from unnest(tsvector_to_array(to_tsvector('simple', $1))) as word);
end
$$;

-- Public listings only: the text searches that run on property_search are visitors' lists.
drop index property_search_word_prefixes_idx;
create index property_search_keys_idx
  on property_search using gin (listing_search_keys(search_text, property_type, category_id, city))
  where status = 1 and request_status = 'approved';

-- 2. The sample: one public listing in 32 (by id, so evenly over the posting history), with
--    the same keys. How many of a search's matches it holds, times 32, estimates how many
--    there are, and decides how the page is found. The predicate must stay as
--    sampleCountSql() in modules/properties/criteria.ts writes it.
create index property_search_sample_keys_idx
  on property_search using gin (listing_search_keys(search_text, property_type, category_id, city))
  where id % 32 = 0 and status = 1 and request_status = 'approved';

-- 3. Many matches are walked newest first (or by price) to the page, testing each row's
--    stored words, and the walk stops there. It reads only the listings of the filter's type
--    or city, and skips those outside the price range on the index itself (price is a key
--    column, checked before the row is read). Without a word index on search_words the
--    planner cannot turn such a walk into collecting every row with the words.
drop index property_search_search_words_idx;
drop index property_search_public_newest_idx;
drop index property_search_city_idx;
create index property_search_public_newest_idx on property_search (created_at desc, id desc, price)
  where status = 1 and request_status = 'approved';
create index property_search_public_type_newest_idx on property_search (property_type, created_at desc, id desc, price)
  where status = 1 and request_status = 'approved';
create index property_search_public_city_newest_idx
  on property_search (lower(city), created_at desc, id desc, property_type, category_id, price)
  where status = 1 and request_status = 'approved';
