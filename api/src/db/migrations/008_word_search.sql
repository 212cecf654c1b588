-- The search box matches words and word beginnings ("lond" finds London, "old town" finds
-- listings with both words) through full-text indexes, instead of any substring through
-- trigrams. A common word matched 15k listings at 100k, and every trigram candidate had to be
-- re-read and re-checked for the exact total (17 ms on PostgreSQL for "garden"); a word index
-- answers exactly, so only the visibility of its matches is checked. See wordSearchSql() in
-- modules/properties/criteria.ts: queries must use the same expression to use these indexes.
create index property_search_words_idx on property_search using gin (to_tsvector('simple', search_text));
create index properties_words_idx on properties using gin (to_tsvector('simple', search_text));
drop index property_search_text_idx;
drop index properties_search_idx;
