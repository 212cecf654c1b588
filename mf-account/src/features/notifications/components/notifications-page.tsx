import { formatRelativeTime } from '@domus/shared/format';
import { EmptyState, ErrorState, Pagination, Spinner } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@domus/shared/routing';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { NOTIFICATIONS_PER_PAGE, useNotificationList } from '../api/get-notification-list';

/** `/user/notifications`: the user's notifications, newest first, ten a page (`?page=`). */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const list = useNotificationList(page);
  const pageCount = Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PER_PAGE);

  return (
    <AccountPage title={t('notifications.title')}>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('notifications.error')}
          message={list.error.message}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.notifications.length === 0 ? (
        <EmptyState title={t('notifications.empty')} description={t('notifications.emptyText')} />
      ) : null}
      {list.data && list.data.notifications.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t('notifications.title')}>
            {list.data.notifications.map((notification) => (
              <li key={notification.id} className={styles.item}>
                {notification.notification_image ? (
                  <img className={styles.thumb} src={notification.notification_image} alt="" />
                ) : null}
                <div>
                  <h2>{notification.title}</h2>
                  <p>{notification.message}</p>
                  <p className={styles.muted}>
                    <time dateTime={notification.created_at}>
                      {formatRelativeTime(notification.created_at, {
                        locale: i18n.language,
                        justNow: t('notifications.justNow'),
                      })}
                    </time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
            labels={{
              navigation: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (number) => t('pagination.page', { page: number }),
            }}
          />
        </>
      ) : null}
    </AccountPage>
  );
}
