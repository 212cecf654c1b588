-- Listing searches at a million listings.

-- 1. The search box's query as an immutable function of the text: with the text bound, the
--    planner folds it into a constant tsquery and estimates from the word statistics how many
--    listings match, so it can choose between the word index (few matches) and walking a
--    newest-first index (many). Written inline as a subquery it was planned blind (a fixed
--    5,000 rows), and a common word on a deep page walked the whole table (7 s at 1M).
--    Every word must begin a word of the listing; see wordSearchSql() in modules/properties/criteria.ts.
create function listing_words_query(text) returns tsquery
  language sql immutable strict parallel safe
  as $$
    select to_tsquery('simple', string_agg(quote_literal(word) || ':*', ' & '))
      from unnest(tsvector_to_array(to_tsvector('simple', $1))) as word
  $$;

-- 2. Price: a range or a price order over the public listings reads this narrow index alone
--    (the count of a price band stops at the cap after 10,001 entries instead of visiting
--    200,000 rows of the table).
create index properties_public_price_idx on properties (price, id)
  where status = 1 and request_status = 'approved';

-- 3. The words of each listing stored beside its text (both tables), so checking a match is
--    a lookup, not a fresh to_tsvector() of the text: a newest-first walk over a common word,
--    or the recheck of 10,000 counted matches, cost 5 us a row for that parsing alone.
alter table properties add column search_words tsvector generated always as (
  to_tsvector('simple', lower(title || ' ' || address || ' ' || city || ' ' || state || ' ' || country))
) stored;
alter table property_search add column search_words tsvector generated always as (
  to_tsvector('simple', search_text)
) stored;
create index properties_search_words_idx on properties using gin (search_words);
create index property_search_search_words_idx on property_search using gin (search_words);
drop index properties_words_idx;
drop index property_search_words_idx;

-- 4. A text search pages on the narrow property_search whatever its number of matches: in
--    its order (newest, price) when the word is common, or matches collected and sorted when
--    it is rare; the planner chooses from the word statistics.
create index property_search_public_newest_idx on property_search (created_at desc, id desc)
  where status = 1 and request_status = 'approved';
create index property_search_public_price_idx on property_search (price, id)
  where status = 1 and request_status = 'approved';
