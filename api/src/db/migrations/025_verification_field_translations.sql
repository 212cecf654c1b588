-- The agent verification form's questions and choices in the reader's language, as the rest of
-- the catalogue (migration 024): { "ar": { "name": "...", "options": { "<stored choice>": "..." } } }.
alter table verification_form_fields add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object');
