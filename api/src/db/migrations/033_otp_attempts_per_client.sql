-- Wrong entries of a code are counted per client, so a stranger's guesses hold back only the
-- stranger: the code's owner, on their own device, can still use it. otp_codes.attempts now
-- counts the wrong entries of the clients other than the one that asked for the code.
create table otp_code_attempts (
  otp_id integer not null references otp_codes on delete cascade,
  client text not null,
  attempts integer not null default 0,
  primary key (otp_id, client)
);

-- Codes are now kept as an HMAC under a server key rather than scrypt: codes sent before this
-- version cannot be checked any more, so they end here (their owners ask again).
update otp_codes set expires_at = now() where verified_at is null and expires_at > now();

