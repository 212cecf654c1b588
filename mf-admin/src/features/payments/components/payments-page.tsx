import type { AdminTransaction } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { ConsolePage } from '../../../components/console-page';
import { KeysetPager } from '../../../components/keyset-pager';
import { needsIdentityProof } from '../../identity/api/confirm-identity';
import { ConfirmIdentityDialog } from '../../identity/components/confirm-identity-dialog';
import { useDecideTransfer, type TransferDecision } from '../api/decide-transfer';
import { useTransactionList } from '../api/list-transactions';
import { filterFrom, searchOf, type TransactionsFilter } from '../lib/transactions-filter';
import { ConfirmTransferDialog } from './confirm-transfer-dialog';
import { RejectTransferDialog } from './reject-transfer-dialog';
import { TransactionCard } from './transaction-card';
import { PaymentViews, TransactionsFilters } from './transactions-filters';
import styles from './payments.module.css';

/** The bank transfer an admin is deciding on, and how. */
type Asked = { transaction: AdminTransaction; confirm: boolean };

/**
 * `/admin/payments` (admins): the bank transfers awaiting confirmation, each with its receipt
 * shown in place, or every transaction by status, provider, member and dates (`?view=all`...:
 * the address keeps them), newest first, a keyset page at a time. Confirming asks first (and for
 * the admin's password when the API wants a fresh proof); rejecting asks for the member's reason.
 */
export function PaymentsPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const list = useTransactionList(filter);
  const decision = useDecideTransfer();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The confirmation waiting for the admin's password (the API asked for a fresh proof). */
  const [proving, setProving] = useState<TransferDecision | null>(null);
  const go = (next: TransactionsFilter) => setParams(searchOf(next));
  const reviewing = filter.view === 'review';
  const filtered = !reviewing && Boolean(filter.status || filter.provider || filter.email || filter.from || filter.to);

  const close = () => {
    setAsked(null);
    setFailure(null);
    setProving(null);
  };
  const decide = (next: TransferDecision) => {
    setFailure(null);
    decision.mutate(next, {
      onSuccess: (transaction) => {
        close();
        toast.success(
          t(next.confirm ? 'payments.confirmed' : 'payments.rejected', {
            id: transaction.id,
            name: transaction.user_name || transaction.user_email,
          }),
        );
      },
      onError: (error) => (needsIdentityProof(error) ? setProving(next) : setFailure(errorText(error))),
    });
  };

  const transactions = list.data?.transactions ?? [];
  return (
    <ConsolePage title={t('screens.payments.title')}>
      <PaymentViews view={filter.view} />
      {reviewing ? null : <TransactionsFilters key={params.toString()} filter={filter} onFilter={go} />}
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('payments.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && transactions.length === 0 ? (
        <EmptyState
          title={t(reviewing ? 'payments.emptyReview' : filtered ? 'payments.emptyFiltered' : 'payments.empty')}
          description={reviewing ? t('payments.emptyReviewText') : undefined}
        />
      ) : null}
      {transactions.length > 0 ? (
        <>
          <ul
            className={styles.cards}
            aria-label={t(reviewing ? 'payments.view.review' : 'payments.view.all')}
            aria-busy={list.isFetching}
          >
            {transactions.map((transaction) => {
              const inReview = transaction.status === 'review';
              return (
                <TransactionCard
                  key={transaction.id}
                  transaction={transaction}
                  onConfirm={inReview ? () => setAsked({ transaction, confirm: true }) : undefined}
                  onReject={inReview ? () => setAsked({ transaction, confirm: false }) : undefined}
                />
              );
            })}
          </ul>
        </>
      ) : null}
      {list.data ? (
        <KeysetPager
          cursor={filter.cursor}
          nextCursor={list.data.nextCursor}
          onGo={(cursor) => setParams(searchOf({ ...filter, cursor }))}
          labels={{ nav: t('payments.pages'), first: t('payments.newest'), next: t('payments.older') }}
        />
      ) : null}
      {asked?.confirm && !proving ? (
        <ConfirmTransferDialog
          transaction={asked.transaction}
          pending={decision.isPending}
          failure={failure}
          onConfirm={() => decide({ transaction: asked.transaction, confirm: true })}
          onClose={close}
        />
      ) : null}
      {asked && !asked.confirm ? (
        <RejectTransferDialog
          transaction={asked.transaction}
          pending={decision.isPending}
          failure={failure}
          onReject={(reason) => decide({ transaction: asked.transaction, confirm: false, reason })}
          onClose={close}
        />
      ) : null}
      {proving ? (
        <ConfirmIdentityDialog
          onConfirmed={() => {
            const again = proving;
            setProving(null);
            decide(again);
          }}
          onClose={close}
        />
      ) : null}
    </ConsolePage>
  );
}
