import { Link, usePageParam } from '@domus/shared/routing';
import { translatedName } from '@domus/shared/format';
import { useSettings } from '@domus/shared/settings';
import { EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { FeatureUsage } from '../../../components/feature-limits';
import { ListPagination } from '../../../components/list-pagination';
import { PaymentsPage } from '../../../components/payments-page';
import styles from '../../../components/payments.module.css';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { SUBSCRIPTIONS_PER_PAGE, useUserPackages } from '../api/get-user-packages';

/** `/user/subscription`: every package the user had, active and expired, with what each used. */
export function SubscriptionsPage() {
  const { t, i18n } = useTranslation('payments');
  const settings = useSettings();
  const [page, setPage] = usePageParam();
  const list = useUserPackages(page);
  const pageCount = Math.ceil((list.data?.total ?? 0) / SUBSCRIPTIONS_PER_PAGE);

  return (
    <PaymentsPage title={t('subscriptions.title')}>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('subscriptions.error')}
          message={<ApiErrorText error={list.error} />}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.subscriptions.length === 0 ? (
        <EmptyState
          title={t('subscriptions.empty')}
          description={t('subscriptions.emptyText')}
          action={<Link to={pagePaths.subscriptionPlans}>{t('links.plans')}</Link>}
        />
      ) : null}
      {list.data && list.data.subscriptions.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t('subscriptions.title')}>
            {list.data.subscriptions.map((subscription) => (
              <li
                key={subscription.id}
                className={subscription.status === 'active' ? `${styles.card} ${styles.current}` : styles.card}
                aria-labelledby={`subscription-${subscription.id}`}
              >
                <h2 id={`subscription-${subscription.id}`}>
                  <bdi>{translatedName(subscription)}</bdi>
                </h2>
                <p>
                  <span className={styles.status} data-status={subscription.status}>
                    {t(`subscriptions.status.${subscription.status}`)}
                  </span>{' '}
                  <span className={styles.muted}>
                    {subscription.package_type === 'free'
                      ? t('plans.free')
                      : formatMoney(subscription.price, subscription.currency, settings)}
                  </span>
                </p>
                <p className={styles.muted}>
                  {t('subscriptions.period', {
                    start: formatDate(subscription.start_date, i18n.language),
                    end: formatDate(subscription.end_date, i18n.language),
                  })}
                </p>
                <FeatureUsage
                  features={subscription.features}
                  label={t('subscriptions.usage', { name: translatedName(subscription) })}
                />
              </li>
            ))}
          </ul>
          <ListPagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      ) : null}
      <p className={styles.linkActions}>
        <Link to={pagePaths.subscriptionPlans}>{t('links.plans')}</Link>
        <Link to={pagePaths.transactionHistory}>{t('links.transactions')}</Link>
      </p>
    </PaymentsPage>
  );
}
