-- The catalogue in the reader's language. Each row an admin defines and every reader sees keeps
-- its translations beside its stored text: { "<language code>": { "<field>": text } }, e.g. a
-- category's { "ar": { "category": "شقة" } }. A choice parameter's "type_values" maps each
-- stored value to its text: { "ar": { "name": "التأثيث", "type_values": { "Furnished": "مفروش" } } }.
-- Listings keep the stored values; replies add translated_* fields in the language the request's
-- Content-Language names (api/src/lib/translations.ts), the stored text where there is none.
alter table categories add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
alter table parameters add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
alter table facilities add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
alter table article_categories add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
alter table packages add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
alter table report_reasons add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
