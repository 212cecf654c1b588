-- A phone number signs in to an account only once its holder has proven it with a code:
-- before, the oldest account with a number on its profile was found, so anyone who typed a
-- stranger's number into their profile received that stranger's phone sign-ins.
alter table users add column mobile_verified boolean not null default false;
-- Phone sign-in accounts were created from a verified number, kept in auth_id.
update users set mobile_verified = true
 where logintype = 1 and mobile <> ''
   and regexp_replace(mobile, '[^0-9]', '', 'g') = regexp_replace(coalesce(auth_id, ''), '[^0-9]', '', 'g');
drop index users_mobile_digits_idx;
create index users_verified_mobile_digits_idx on users ((regexp_replace(mobile, '[^0-9]', '', 'g')))
  where mobile_verified;
