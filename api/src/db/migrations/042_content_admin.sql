-- The operator console's Content screen: articles, FAQs and the about, privacy and terms pages
-- are edited per site language. As the catalogue's rows (migration 024), a row keeps its text in
-- the default language in its own columns and the others beside it in `translations`:
-- { "<language code>": { "<field>": text } }; replies show the reader's language, the stored
-- text where there is none.

-- An article is a draft until an admin publishes it; the ones already written stay published.
alter table articles add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
alter table articles add column published boolean not null default true;
alter table articles add column updated_at timestamptz not null default now();
-- Newest first by keyset (created_at, id): every article for the console, the published ones for the site.
drop index articles_created_idx;
create index articles_created_idx on articles (created_at desc, id desc);
create index articles_published_idx on articles (created_at desc, id desc) where published;

alter table faqs add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
create index faqs_sequence_idx on faqs (sequence, id);

-- The site's fixed pages (about-us, privacy-policy, terms-conditions): HTML, sanitised when saved.
create table site_pages (
  slug text primary key check (slug in ('about_us', 'privacy_policy', 'terms_conditions')),
  body text not null default '',
  translations jsonb not null default '{}' check (jsonb_typeof(translations) = 'object'),
  updated_at timestamptz not null default now()
);
