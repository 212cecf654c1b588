-- Secrets an admin keeps in the console's Settings (SMTP URL, SMS token, payment providers'
-- secret keys and webhook secrets): AES-256-GCM under a key derived from the server's secret
-- (TOKEN_SECRET), so a dump of the database alone does not reveal them. Never sent back: the
-- console sees whether one is set and its last four characters (decrypted on the server).
create table site_secrets (
  name text primary key,
  -- base64url of iv (12 bytes) | tag (16 bytes) | ciphertext; the name is the additional data.
  sealed text not null,
  updated_at timestamptz not null default now()
);
