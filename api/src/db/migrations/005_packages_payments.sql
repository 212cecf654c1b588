-- Packages and payments (docs/SPEC.md §6; docs/ARCHITECTURE.md §3 "Payments").

-- A package is sold in a currency; the admin may change or withdraw it (status 0) without
-- touching the subscriptions already bought.
alter table packages add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$');
alter table packages add column updated_at timestamptz not null default now();
alter table packages add constraint packages_name_key unique (name);

-- Transactions are pending, success or failed; why one failed is its own column.
alter table payment_transactions drop constraint payment_transactions_status_check;
alter table payment_transactions add constraint payment_transactions_status_check
  check (status in ('pending', 'success', 'failed'));
alter table payment_transactions add column failure_reason text
  check (failure_reason in ('cancelled', 'declined', 'reported'));
alter table payment_transactions add constraint payment_transactions_failed_has_reason_check
  check ((status = 'failed') = (failure_reason is not null));
alter table payment_transactions add column platform_type text not null default 'web';

-- A subscription bought with a payment names it: unique, so a transaction buys one subscription
-- however many confirmations (webhooks, redirects, status checks) arrive, even at once.
alter table user_packages add column payment_transaction_id integer unique
  references payment_transactions on delete set null;
create index user_packages_active_idx on user_packages (user_id, start_date, end_date);

-- Provider events already handled: a replayed webhook finds its id here and changes nothing.
create table payment_events (
  provider text not null,
  event_id text not null,
  payment_transaction_id integer references payment_transactions on delete set null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
