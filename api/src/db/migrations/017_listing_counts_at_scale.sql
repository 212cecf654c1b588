-- Listing counts at a million listings.

-- Category + type + price (the search form's usual three): the count reads this index alone
-- and stops at the cap. properties_public_category_newest_idx served it before, filtering
-- type and price out of every listing of the category (110,000 index entries read to find
-- 10,001 at 1M: 130 ms).
create index properties_public_category_type_price_idx on properties (category_id, property_type, price, id)
  where status = 1 and request_status = 'approved';

-- Text searches on property_search: word beginnings as whole index entries. A typed word
-- matched as a prefix ('oak':*) makes the GIN index collect every entry that begins with it
-- into a bitmap first, at about a microsecond a listing: 40 ms for "oak" (40,000 listings),
-- 110-140 ms for two common words at 1M, before a row is read. Here every word of a listing
-- is indexed with each of its beginnings of three letters or more ("garden": gar, gard,
-- garde, garden), so a typed word of three letters or more is one exact entry, read in the
-- index's order, and the words of a search are intersected as they are read (the rarest
-- leads): "oak" 7 ms, "station quarter" 13 ms. Shorter typed words stay prefixes. The
-- meaning is the same as listing_words_query's (every typed word begins a word of the
-- listing). The index is on the expression, so property_search keeps its width; counts and
-- collected pages find their matches here, while a page walked in its order (a common word)
-- still filters on the stored search_words, which the costly expression must not replace.
create function listing_word_prefixes(text) returns tsvector
  language sql immutable strict parallel safe
  as $$
    select coalesce(array_to_tsvector(array_agg(distinct left(word, n))), ''::tsvector)
      from unnest(tsvector_to_array(to_tsvector('simple', $1))) as word,
           generate_series(least(3, length(word)), length(word)) as n
  $$;
create function listing_prefix_query(text) returns tsquery
  language sql immutable strict parallel safe
  as $$
    select to_tsquery('simple', string_agg(quote_literal(word) || case when length(word) < 3 then ':*' else '' end, ' & '))
      from unnest(tsvector_to_array(to_tsvector('simple', $1))) as word
  $$;
create index property_search_word_prefixes_idx on property_search using gin (listing_word_prefixes(search_text));
alter function listing_word_prefixes(text) cost 1000;
