import type { PaymentTransaction } from '@domus/shared/contract';
import { Link, usePageParam } from '@domus/shared/routing';
import { useSettings } from '@domus/shared/settings';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { ListPagination } from '../../../components/list-pagination';
import { PaymentsPage } from '../../../components/payments-page';
import styles from '../../../components/payments.module.css';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { BankTransferDialog } from '../../bank-transfer/components/bank-transfer-dialog';
import { TRANSACTIONS_PER_PAGE, usePaymentDetails } from '../api/get-payment-details';

/** A failed payment the buyer cancelled reads "Cancelled". */
const statusWord = (transaction: PaymentTransaction) =>
  transaction.status === 'failed' && transaction.failure_reason === 'cancelled' ? 'cancelled' : transaction.status;

const columns = ['date', 'package', 'provider', 'amount', 'status', 'reference'] as const;

/** A bank transfer takes a new receipt while it waits for confirmation or after it was rejected. */
const takesReceipt = (transaction: PaymentTransaction) =>
  transaction.provider === 'bank_transfer' && (transaction.status === 'review' || transaction.status === 'rejected');

/**
 * `/user/transaction-history`: the user's payments, newest first, ten a page (`?page=`). A bank
 * transfer reads "Awaiting confirmation", or "Rejected" with the site's reason, and takes a new
 * receipt.
 */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation('payments');
  const settings = useSettings();
  const [page, setPage] = usePageParam();
  const list = usePaymentDetails(page);
  const pageCount = Math.ceil((list.data?.total ?? 0) / TRANSACTIONS_PER_PAGE);
  const [reuploading, setReuploading] = useState<PaymentTransaction | null>(null);

  return (
    <PaymentsPage title={t('transactions.title')}>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('transactions.error')}
          message={<ApiErrorText error={list.error} />}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.transactions.length === 0 ? (
        <EmptyState
          title={t('transactions.empty')}
          action={<Link to={pagePaths.subscriptionPlans}>{t('links.plans')}</Link>}
        />
      ) : null}
      {list.data && list.data.transactions.length > 0 ? (
        <>
          <div className={styles.tableWrap} role="region" aria-labelledby="transactions-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="transactions-caption" className={styles.muted}>
                {t('transactions.caption')}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {t(`transactions.column.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.transactions.map((transaction) => (
                  <tr key={transaction.id}>
                    <td>
                      <time dateTime={transaction.created_at}>{formatDate(transaction.created_at, i18n.language)}</time>
                    </td>
                    <td>
                      <bdi>{transaction.translated_package_name || transaction.package_name}</bdi>
                    </td>
                    <td>{t(`provider.${transaction.provider}`)}</td>
                    <td>{formatMoney(transaction.amount, transaction.currency, settings)}</td>
                    <td>
                      <div className={styles.statusCell}>
                        <span className={styles.status} data-status={transaction.status}>
                          {t(`transactions.status.${statusWord(transaction)}`)}
                        </span>
                        {transaction.status === 'rejected' && transaction.reject_reason ? (
                          <span>
                            {t('transactions.rejectedBecause')} <bdi>{transaction.reject_reason}</bdi>
                          </span>
                        ) : null}
                        {takesReceipt(transaction) ? (
                          <Button
                            variant="secondary"
                            size="small"
                            onClick={() => setReuploading(transaction)}
                            aria-label={t('transactions.newReceiptFor', {
                              name: transaction.translated_package_name || transaction.package_name,
                            })}
                          >
                            {t('transactions.newReceipt')}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                    <td>
                      {transaction.provider_reference ? (
                        <bdi>{transaction.provider_reference}</bdi>
                      ) : (
                        t('transactions.noReference')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      ) : null}
      {reuploading ? (
        <BankTransferDialog
          to={{ transactionId: reuploading.id }}
          amount={formatMoney(reuploading.amount, reuploading.currency, settings)}
          onSent={() => {
            setReuploading(null);
            toast.success(t('bankTransfer.sent'));
          }}
          onClose={() => setReuploading(null)}
        />
      ) : null}
    </PaymentsPage>
  );
}
