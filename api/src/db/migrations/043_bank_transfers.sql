-- Bank transfers: the buyer's receipt waits in review for an operator, who confirms it (success:
-- the package is granted as after an online payment) or rejects it with a reason the buyer reads
-- (rejected: the buyer may send another receipt, which puts it back in review).
alter table payment_transactions drop constraint payment_transactions_status_check;
alter table payment_transactions add constraint payment_transactions_status_check
  check (status in ('pending', 'review', 'rejected', 'success', 'failed'));
-- The receipt's key in the private files (receipts/<random>.<ext>), never a public file.
alter table payment_transactions add column receipt_key text;
alter table payment_transactions add column reject_reason text;
alter table payment_transactions add constraint payment_transactions_rejected_has_reason_check
  check ((status = 'rejected') = (reject_reason is not null));
alter table payment_transactions add column decided_at timestamptz;
alter table payment_transactions add column decided_by integer references users on delete set null;

-- The operators' list, newest first, a keyset page at a time: all transactions, or one status's
-- (the bank transfers awaiting confirmation are status = 'review').
create index payment_transactions_recent_idx on payment_transactions (created_at desc, id desc);
create index payment_transactions_status_recent_idx on payment_transactions (status, created_at desc, id desc);
