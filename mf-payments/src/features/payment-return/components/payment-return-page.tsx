import type { PaymentTransaction } from '@domus/shared/contract';
import { Link, useSearchParams } from '@domus/shared/routing';
import { useSettings } from '@domus/shared/settings';
import { Button, ErrorState, Spinner } from '@domus/shared/ui';
import { useQueryClient } from '@domus/shared/query';
import { useEffect, useRef, useState } from 'react';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { PaymentsPage } from '../../../components/payments-page';
import styles from '../../../components/payments.module.css';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { usePaymentTransaction } from '../api/get-payment-transaction';
import { useReportPaymentFailed } from '../api/payment-transaction-fail';

/** Which return address the provider used: only a hint, the transaction's status decides. */
export type ReturnPath = 'success' | 'failure' | 'cancel';
type Result = 'succeeded' | 'failed' | 'cancelled' | 'pending';

/** What the page says: success only when the transaction is successful, whatever the path. */
export function resultOf(transaction: PaymentTransaction, arrivedAt: ReturnPath): Result {
  if (transaction.status === 'success') return 'succeeded';
  if (transaction.status === 'pending') return 'pending';
  const cancelled =
    transaction.failure_reason === 'cancelled' || (transaction.failure_reason === 'reported' && arrivedAt === 'cancel');
  return cancelled ? 'cancelled' : 'failed';
}

const parseId = (value: string | null): number | null => {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * `/payment/success`, `/payment/failure`, `/payment/cancel` (`?payment_transaction_id=`): where
 * providers send the buyer back. Shows the transaction's own status, asks again while the
 * provider has not confirmed, and reports a payment abandoned on the cancel or failure path.
 */
export function PaymentReturnPage({ arrivedAt }: { arrivedAt: ReturnPath }) {
  const { t, i18n } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('payment_transaction_id'));
  const [since] = useState(() => Date.now());
  const query = usePaymentTransaction(id, since);
  const report = useReportPaymentFailed();
  const { mutate: reportFailed } = report;
  const reported = useRef(false);
  const queryClient = useQueryClient();
  const settings = useSettings();
  const transaction = query.data;

  // Back by cancel or failure while the provider still says pending: this payment did not happen.
  const shouldReport = arrivedAt !== 'success' && transaction?.status === 'pending';
  useEffect(() => {
    if (!shouldReport || !transaction || reported.current) return;
    reported.current = true;
    reportFailed(transaction.id);
  }, [shouldReport, transaction, reportFailed]);

  // A new package: lists that show the user's packages and payments are out of date.
  const succeeded = transaction?.status === 'success';
  useEffect(() => {
    if (!succeeded) return;
    for (const key of ['packages', 'user-packages', 'transactions']) {
      void queryClient.invalidateQueries({ queryKey: ['payments', key] });
    }
  }, [succeeded, queryClient]);

  if (id === null) {
    return (
      <PaymentsPage title={t('result.title.unknown')} narrow>
        <ErrorState title={t('result.missing')} />
        <ResultLinks />
      </PaymentsPage>
    );
  }
  if (query.isError) {
    return (
      <PaymentsPage title={t('result.title.unknown')} narrow>
        <ErrorState
          title={t('result.error')}
          message={<ApiErrorText error={query.error} />}
          onRetry={() => void query.refetch()}
          retryLabel={t('state.retry')}
        />
        <ResultLinks />
      </PaymentsPage>
    );
  }
  if (!transaction || (shouldReport && !report.isError)) {
    return (
      <PaymentsPage title={t('result.title.checking')} narrow>
        <Spinner label={t('result.checking')} />
      </PaymentsPage>
    );
  }

  const result = resultOf(transaction, arrivedAt);
  return (
    <PaymentsPage title={t(`result.title.${result}`)} narrow>
      <section className={styles.result} data-status={transaction.status}>
        <p role="status">{t(`result.${result}`)}</p>
        {report.isError ? (
          <p role="alert" className={styles.alert}>
            <ApiErrorText error={report.error} />
          </p>
        ) : null}
        <dl className={styles.details}>
          <dt>{t('result.package')}</dt>
          <dd>
            <bdi>{transaction.translated_package_name || transaction.package_name}</bdi>
          </dd>
          <dt>{t('result.amount')}</dt>
          <dd>{formatMoney(transaction.amount, transaction.currency, settings)}</dd>
          <dt>{t('result.provider')}</dt>
          <dd>{t(`provider.${transaction.provider}`)}</dd>
          <dt>{t('result.date')}</dt>
          <dd>{formatDate(transaction.created_at, i18n.language)}</dd>
          {transaction.provider_reference ? (
            <>
              <dt>{t('result.reference')}</dt>
              <dd>
                <bdi>{transaction.provider_reference}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
        {result === 'pending' ? (
          <p>
            <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
              {t('result.checkAgain')}
            </Button>
          </p>
        ) : null}
      </section>
      <ResultLinks />
    </PaymentsPage>
  );
}

function ResultLinks() {
  const { t } = useTranslation('payments');
  return (
    <p className={styles.linkActions}>
      <Link to={pagePaths.subscriptions}>{t('links.subscriptions')}</Link>
      <Link to={pagePaths.subscriptionPlans}>{t('links.plans')}</Link>
    </p>
  );
}
